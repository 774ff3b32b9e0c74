import type { LazyRouteFunction, RouteObject } from 'react-router';

/** Screens of the investor deal flow (issue 4), each a lazy chunk of its own. */
export const DEAL_FLOW_PAGES = {
  opportunities: () => import('../pages/deal-flow/discover-page.tsx'),
  trade: () => import('../pages/deal-flow/trade-page.tsx'),
  opportunity: () => import('../pages/deal-flow/opportunity-page.tsx'),
  esign: () => import('../pages/deal-flow/esign-page.tsx'),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

export type DealFlowPageKey = keyof typeof DEAL_FLOW_PAGES;
