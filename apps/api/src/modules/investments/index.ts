export { fidAdminInvestmentRoutes } from './fid-admin.routes.ts';
export { investmentRoutes } from './investments.routes.ts';
export { loadInvestmentRecord, loadInvestmentWithOpportunity } from './investment-record.ts';
export { findReadableInvestment } from './investments.service.ts';
export { createInvestments } from './investment-index.ts';
