export { opportunityApprovalRoutes } from './opportunity-approval.routes.ts';
