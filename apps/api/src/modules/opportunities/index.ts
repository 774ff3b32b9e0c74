export { opportunityRoutes } from './opportunities.routes.ts';
export { createOpportunities } from './opportunities-state.ts';
export { findVisibleOpportunity } from './detail.service.ts';
