export { providerTenantRoutes } from './provider-tenants.routes.ts';
