export { documentSendRoutes } from './document-sends.routes.ts';
