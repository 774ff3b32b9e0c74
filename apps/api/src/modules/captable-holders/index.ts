export { captableHoldersRoutes } from './captable-holders.routes.ts';
