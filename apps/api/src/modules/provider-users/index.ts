export { providerUserRoutes } from './provider-users.routes.ts';
