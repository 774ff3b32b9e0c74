export { capTablePermissions } from './cap-tables.service.ts';
export { captableSetupRoutes } from './setup.routes.ts';
