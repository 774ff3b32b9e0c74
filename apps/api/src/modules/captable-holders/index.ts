export { captableHoldersRoutes } from './captable-holders.routes.ts';
export { allHolders } from './holders.service.ts';
