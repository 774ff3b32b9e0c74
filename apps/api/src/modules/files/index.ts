export { fileRoutes, signedFileRoutes } from './files.routes.ts';
export { sendStoredFile } from './send-file.ts';
export { storeUpload } from './upload.ts';
