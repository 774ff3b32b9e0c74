export { opportunityRoutes } from './opportunities.routes.ts';
export { createOpportunities } from './opportunities-state.ts';
export { findVisibleOpportunity } from './detail.service.ts';
export { getOpportunityPreview } from './preview.service.ts';
export { dropOpportunityLists, dropSecondaryRule } from './lists-changed.ts';
export { publicOpportunityRoutes } from './public-tearsheet.ts';
