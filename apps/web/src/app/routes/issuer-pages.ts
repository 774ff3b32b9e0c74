import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageKey } from './route-def.ts';

/** Screens of the issuer portal (issue 16), each a lazy chunk of its own. */
export const ISSUER_PAGES = {
  'issuer-opportunities': () => import('../pages/issuers/opportunities-page.tsx'),
  'issuer-opportunity': () => import('../pages/issuers/opportunity-page.tsx'),
  'issuer-opportunity-new': () => import('../pages/issuers/opportunity-new-page.tsx'),
  'issuer-opportunity-edit': () => import('../pages/issuers/opportunity-edit-page.tsx'),
  'issuer-company': () => import('../pages/issuers/company-page.tsx'),
  'issuer-documents': () => import('../pages/issuers/documents-page.tsx'),
  'issuer-ndas': () => import('../pages/issuers/ndas-page.tsx'),
  'issuer-questions': () => import('../pages/issuers/questions-page.tsx'),
  'issuer-captable': () => import('../pages/issuers/captable-page.tsx'),
} satisfies Partial<Record<PageKey, LazyRouteFunction<RouteObject>>>;
