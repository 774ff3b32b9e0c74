export { captableOcfRoutes } from './captable-ocf.routes.ts';
