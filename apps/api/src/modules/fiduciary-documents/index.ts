export { fiduciaryDocumentAdapter } from './fiduciary-document-adapter.ts';
export { fiduciaryDocumentRoutes } from './fiduciary-documents.routes.ts';
