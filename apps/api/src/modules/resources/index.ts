export { resourceRoutes } from './resources.routes.ts';
