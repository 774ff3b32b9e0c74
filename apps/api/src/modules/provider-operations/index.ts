export { providerOperationsRoutes } from './provider-operations.routes.ts';
