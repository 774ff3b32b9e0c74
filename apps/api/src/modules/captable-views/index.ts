export { captableViewsRoutes } from './captable-views.routes.ts';
export { securityTotalsCache } from './ownership.service.ts';
