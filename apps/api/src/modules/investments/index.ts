export { fidAdminInvestmentRoutes } from './fid-admin.routes.ts';
export { investmentRoutes } from './investments.routes.ts';
