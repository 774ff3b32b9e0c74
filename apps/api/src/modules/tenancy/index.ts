export { publicTenancyRoutes, tenantTenancyRoutes } from './tenancy.routes.ts';
export { getPublicBranding } from './branding.ts';
