import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageKey } from './route-def.ts';

/** Screens of the cap-table portal (issue 17), each a lazy chunk of its own. */
export const CAPTABLE_PAGES = {
  'captable-securities': () => import('../pages/acap/securities-page.tsx'),
  'captable-security-new': () => import('../pages/acap/security-new-page.tsx'),
  'captable-security': () => import('../pages/acap/security-page.tsx'),
  'captable-security-edit': () => import('../pages/acap/security-edit-page.tsx'),
  'captable-ledger': () => import('../pages/acap/ledger-page.tsx'),
  'captable-requests': () => import('../pages/acap/requests-page.tsx'),
  'captable-stakeholders': () => import('../pages/acap/stakeholders-page.tsx'),
  'captable-classes': () => import('../pages/acap/classes-page.tsx'),
  'captable-plans': () => import('../pages/acap/plans-page.tsx'),
  'captable-plan': () => import('../pages/acap/plan-page.tsx'),
  'captable-vesting': () => import('../pages/acap/vesting-page.tsx'),
  'captable-scenarios': () => import('../pages/acap/scenarios-page.tsx'),
  'captable-holders': () => import('../pages/acap/holders-page.tsx'),
  'captable-ocf': () => import('../pages/acap/ocf-page.tsx'),
  'captable-holdings': () => import('../pages/acap/holdings-page.tsx'),
} satisfies Partial<Record<PageKey, LazyRouteFunction<RouteObject>>>;
