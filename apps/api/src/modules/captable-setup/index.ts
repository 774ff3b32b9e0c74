export { capTablePermissions } from './cap-tables.ts';
export { captableSetupRoutes } from './setup.routes.ts';
