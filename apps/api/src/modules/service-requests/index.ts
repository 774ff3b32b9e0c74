export { serviceRequestRoutes } from './service-requests.routes.ts';
