export { issuerNdaRoutes } from './issuer-nda.routes.ts';
export { ndaCountersignAdapter, ndaAdapter } from './nda-adapters.ts';
export { ndaRoutes } from './nda.routes.ts';
