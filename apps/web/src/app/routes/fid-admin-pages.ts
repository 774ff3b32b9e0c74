import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageKey } from './route-def.ts';

/** Screens of the fund-admin portal (issue 15), each a lazy chunk of its own. */
export const FID_ADMIN_PAGES = {
  'fid-dashboard': () => import('../pages/fid-admin/dashboard-page.tsx'),
  'fid-investors': () => import('../pages/fid-admin/investors-page.tsx'),
  'fid-investor': () => import('../pages/fid-admin/investor-page.tsx'),
  'fid-kyc': () => import('../pages/fid-admin/kyc-page.tsx'),
  'fid-kyc-review': () => import('../pages/fid-admin/kyc-review-page.tsx'),
  'fid-opportunities': () => import('../pages/fid-admin/opportunities-page.tsx'),
  'fid-opportunity': () => import('../pages/fid-admin/opportunity-page.tsx'),
  'fid-deals': () => import('../pages/fid-admin/deals-page.tsx'),
  'fid-deal': () => import('../pages/fid-admin/deal-page.tsx'),
  'fid-capital-calls': () => import('../pages/fid-admin/capital-calls-page.tsx'),
  'fid-communications': () => import('../pages/fid-admin/communications-page.tsx'),
  'fid-service-requests': () => import('../pages/fid-admin/service-requests-page.tsx'),
  'fid-events-resources': () => import('../pages/fid-admin/events-resources-page.tsx'),
  'fid-documents': () => import('../pages/fid-admin/documents-page.tsx'),
  'fid-ndas': () => import('../pages/fid-admin/ndas-page.tsx'),
} satisfies Partial<Record<PageKey, LazyRouteFunction<RouteObject>>>;
