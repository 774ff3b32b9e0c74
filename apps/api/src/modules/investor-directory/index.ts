export { investorDirectoryRoutes } from './investor-directory.routes.ts';
