export { captableSecuritiesRoutes } from './securities.routes.ts';
