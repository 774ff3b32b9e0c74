export { communicationRoutes } from './communications.routes.ts';
