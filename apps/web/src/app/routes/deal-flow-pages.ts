import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageKey } from './route-def.ts';

/** Screens of the investor deal flow (issue 4), each a lazy chunk of its own. */
export const DEAL_FLOW_PAGES = {
  opportunities: () => import('../pages/deal-flow/discover-page.tsx'),
  trade: () => import('../pages/deal-flow/trade-page.tsx'),
  opportunity: () => import('../pages/deal-flow/opportunity-page.tsx'),
  esign: () => import('../pages/deal-flow/esign-page.tsx'),
} satisfies Partial<Record<PageKey, LazyRouteFunction<RouteObject>>>;
