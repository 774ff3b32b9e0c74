import { PORTALS, type Portal } from '@dl/domain';
import { captableRoutes } from './captable-routes.ts';
import { investorRoutes } from './investor-routes.ts';
import { issuerRoutes } from './issuer-routes.ts';
import { fidAdminRoutes } from './fid-admin-routes.ts';
import type { RouteDef } from './route-def.ts';
import { trellisAdminRoutes } from './trellis-admin-routes.ts';

export const PORTAL_ROUTES: Record<Portal, RouteDef[]> = {
  [PORTALS.INVESTOR]: investorRoutes,
  [PORTALS.ISSUER]: issuerRoutes,
  [PORTALS.FID_ADMIN]: fidAdminRoutes,
  [PORTALS.PROVIDER]: trellisAdminRoutes,
  [PORTALS.CAPTABLE]: captableRoutes,
};
