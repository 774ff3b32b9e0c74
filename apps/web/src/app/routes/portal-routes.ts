import { PORTALS, type Portal } from '@dl/domain';
import { investorRoutes } from './investor-routes.ts';
import { fidAdminRoutes } from './fid-admin-routes.ts';
import type { RouteDef } from './route-def.ts';
import { staffProfileRoute } from './staff-profile-route.ts';
import { trellisAdminRoutes } from './trellis-admin-routes.ts';

const profile: RouteDef = staffProfileRoute;

const home: RouteDef = { index: true, label: 'Home', page: 'home' };

/**
 * Route tables of the other portals, shaped like the investor one. Their screens arrive with their
 * own issues (ARCHITECTURE.md roadmap 7 to 10); the portal guard already limits them to its roles.
 * The fund-admin and provider tables have files of their own.
 */
const issuerRoutes: RouteDef[] = [
  home,
  {
    path: 'opportunities',
    title: 'My Opportunities',
    label: 'Opportunities',
    summary: 'Create raises, send them for review and follow investor interest.',
  },
  {
    path: 'company',
    title: 'Company Details',
    label: 'Company',
    summary: 'Structure, sector, address and branding of your company.',
  },
  { path: 'documents', title: 'Documents', label: 'Documents', summary: 'Deal documents and the data room.' },
  { path: 'captable', title: 'Cap Table', label: 'Cap Table', summary: 'Who owns what after every closing.' },
  profile,
];

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
