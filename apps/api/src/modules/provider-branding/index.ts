export { providerBrandingRoutes } from './provider-branding.routes.ts';
