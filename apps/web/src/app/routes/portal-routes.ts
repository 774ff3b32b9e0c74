import { PORTALS, type Portal } from '@dl/domain';
import { investorRoutes } from './investor-routes.ts';
import { issuerRoutes } from './issuer-routes.ts';
import { fidAdminRoutes } from './fid-admin-routes.ts';
import type { RouteDef } from './route-def.ts';
import { staffProfileRoute } from './staff-profile-route.ts';
import { trellisAdminRoutes } from './trellis-admin-routes.ts';

const profile: RouteDef = staffProfileRoute;

const home: RouteDef = { index: true, label: 'Home', page: 'home' };

/**
 * The cap-table portal's table, shaped like the investor one; its screens arrive with their own
 * issue (ARCHITECTURE.md roadmap). The other portals' tables have files of their own.
 */
const captableRoutes: RouteDef[] = [
  home,
  {
    path: 'securities',
    title: 'Securities',
    label: 'Securities',
    summary: 'Shares, warrants, convertibles and options.',
  },
  { path: 'vesting', title: 'Vesting Schedules', label: 'Vesting', summary: 'Time-based and custom schedules.' },
  { path: 'scenarios', title: 'Scenarios', label: 'Scenarios', summary: 'Model financing rounds and exits.' },
  { path: 'holders', title: 'Holders', label: 'Holders', summary: 'Invite and view security holders.' },
  profile,
];

export const PORTAL_ROUTES: Record<Portal, RouteDef[]> = {
  [PORTALS.INVESTOR]: investorRoutes,
  [PORTALS.ISSUER]: issuerRoutes,
  [PORTALS.FID_ADMIN]: fidAdminRoutes,
  [PORTALS.PROVIDER]: trellisAdminRoutes,
  [PORTALS.CAPTABLE]: captableRoutes,
};
