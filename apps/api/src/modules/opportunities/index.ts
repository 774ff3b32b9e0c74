export { opportunityRoutes } from './opportunities.routes.ts';
export { SecondaryRule } from './secondary-rule.ts';
export { findVisibleOpportunity } from './detail.service.ts';
