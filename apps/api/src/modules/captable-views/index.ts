export { captableViewsRoutes } from './captable-views.routes.ts';
export { holderPageCache, securityTotalsCache } from './ownership.service.ts';
