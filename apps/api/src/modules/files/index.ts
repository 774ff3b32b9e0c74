export { fileRoutes, signedFileRoutes } from './files.routes.ts';
export { storeUpload } from './upload.ts';
