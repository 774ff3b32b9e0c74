import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useBranding } from '../../features/branding/hooks/use-branding.ts';
import { portalOfPath } from '../../lib/redirect.ts';

/** Keeps the page title on the branding's app title for the current portal (spec 3 "Branding"). */
export function RootLayout() {
  const { pathname } = useLocation();
  const { appTitle } = useBranding(portalOfPath(pathname));
  useEffect(() => {
    document.title = appTitle;
  }, [appTitle]);
  return <Outlet />;
}
