export { fundDashboardRoutes, locationSharingRoutes } from './fund-dashboard.routes.ts';
export { createFundDashboard } from './fund-dashboard.state.ts';
export { mapTileImageSource } from './tile-url.ts';
