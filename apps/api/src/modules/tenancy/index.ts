export { publicTenancyRoutes, tenantTenancyRoutes } from './tenancy.routes.ts';
