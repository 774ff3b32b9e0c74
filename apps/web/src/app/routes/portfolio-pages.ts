import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageKey } from './route-def.ts';

/** Screens of the investor portfolio (issue 5), each a lazy chunk of its own. */
export const PORTFOLIO_PAGES = {
  dashboard: () => import('../pages/portfolio/dashboard-page.tsx'),
  portfolios: () => import('../pages/portfolio/portfolios-page.tsx'),
  positions: () => import('../pages/portfolio/positions-page.tsx'),
  'trading-activity': () => import('../pages/portfolio/trading-activity-page.tsx'),
  'portfolio-summary': () => import('../pages/portfolio/portfolio-summary-page.tsx'),
  position: () => import('../pages/portfolio/position-page.tsx'),
  documents: () => import('../pages/portfolio/documents-page.tsx'),
  transactions: () => import('../pages/portfolio/transactions-page.tsx'),
  transaction: () => import('../pages/portfolio/transaction-page.tsx'),
} satisfies Partial<Record<PageKey, LazyRouteFunction<RouteObject>>>;
