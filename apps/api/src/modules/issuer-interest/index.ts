export { issuerInterestRoutes } from './issuer-interest.routes.ts';
