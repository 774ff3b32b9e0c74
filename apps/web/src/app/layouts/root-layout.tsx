import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PATHS } from '#web/config/paths.ts';
import { useBranding } from '#web/features/branding/hooks/use-branding.ts';
import { loadChunk } from '#web/lib/chunk-load.ts';
import { documentTitle, usePageObjectNameValue } from '#web/lib/document-title.ts';
import { portalOfPath } from '#web/lib/redirect.ts';
import { useRouteMeta } from '../routes/use-route-meta.ts';

/**
 * The login pages are the first download and use no queries (BENCHMARKS.md); every other page gets
 * the query client, whose chunk (TanStack Query) loads with the first of them.
 */
const LOGIN_PAGES: readonly string[] = [PATHS.login, PATHS.internalLogin, PATHS.login2];
const isLoginPage = (pathname: string) => LOGIN_PAGES.includes(pathname.replace(/\/$/, ''));

const loadQueryScope = () => loadChunk(() => import('./query-scope.tsx'));
const QueryScope = lazy<ComponentType<{ children: ReactNode }>>(() =>
  loadQueryScope().then((module) => ({ default: module.QueryScope })),
);

/** Starts loading the query scope early, alongside the chunks of a page that will need it. */
export function preloadQueryScope(pathname: string): void {
  if (!isLoginPage(pathname)) void loadQueryScope().catch(() => undefined);
}

/**
 * Keeps the document title on the page's name and the branding's app title for the current portal
 * (spec 3 "Branding"), so that tabs, history and screen readers tell the pages apart.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { appTitle } = useBranding(portalOfPath(pathname));
  const meta = useRouteMeta();
  const page = meta?.title ?? meta?.label;
  // A page that shows one object (an opportunity, a transaction) puts its name first in the tab.
  const object = usePageObjectNameValue();
  const next = useNavigation().location?.pathname;
  useEffect(() => {
    document.title = documentTitle(appTitle, page, object);
  }, [appTitle, page, object]);
  useEffect(() => {
    if (next !== undefined) preloadQueryScope(next);
  }, [next]);
  if (isLoginPage(pathname)) return <Outlet />;
  return (
    <Suspense fallback={<PageLoader />}>
      <QueryScope>
        <Outlet />
      </QueryScope>
    </Suspense>
  );
}
