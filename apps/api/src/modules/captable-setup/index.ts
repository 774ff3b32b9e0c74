export { captableSetupRoutes } from './setup.routes.ts';
