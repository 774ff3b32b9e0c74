export { investorDirectoryRoutes } from './investor-directory.routes.ts';
export { createInvestorDirectory } from './investor-directory.state.ts';
