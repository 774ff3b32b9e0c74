import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useBranding } from '../../features/branding/hooks/use-branding.ts';
import { portalOfPath } from '../../lib/redirect.ts';
import { useRouteMeta } from '../routes/use-route-meta.ts';

/**
 * Keeps the document title on the page's name and the branding's app title for the current portal
 * (spec 3 "Branding"), so that tabs, history and screen readers tell the pages apart.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { appTitle } = useBranding(portalOfPath(pathname));
  const meta = useRouteMeta();
  const page = meta?.title ?? meta?.label;
  useEffect(() => {
    document.title = page ? `${page} | ${appTitle}` : appTitle;
  }, [appTitle, page]);
  return <Outlet />;
}
