export { issuerOpportunityRoutes } from './issuer-opportunities.routes.ts';
