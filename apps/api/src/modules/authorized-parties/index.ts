export { authorizedPartyRoutes } from './parties.routes.ts';
