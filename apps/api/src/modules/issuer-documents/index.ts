export { digitizeJob } from './digitize-job.ts';
export { issuerDocumentRoutes } from './issuer-documents.routes.ts';
