import type { Portal } from '@dl/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { NotFoundPage } from '#web/components/not-found-page.tsx';
import { currentPath, loginPath } from '#web/lib/redirect.ts';
import { decideRouteAccess, isViewerSession } from '#web/lib/route-access.ts';
import { useSession } from '#web/lib/session-store.ts';
import { decidePortalAccess } from '../guards/portal-access.ts';
import { useRouteMeta } from '../routes/use-route-meta.ts';
import { type NavEntry, navItemsFor } from './nav-items.ts';
import { ShellFrame } from './shell-frame.tsx';

export interface PortalShellProps {
  portal: Portal;
  nav: NavEntry[];
  /** A portal admits only its own roles; the roadshow area admits any logged-in role. */
  checkPortalRole?: boolean;
  /** Shown instead of the matched route (the 404 page of an unknown path). */
  children?: ReactNode;
}

/**
 * Guards of spec 6 "Route access", then the shell. Not logged in: Login with a redirect back. A role
 * of another portal: the bare 404 page. A route the role may not open: the 404 page inside the shell
 * (a viewer on the dashboard goes to their landing page instead).
 */
export function PortalShell({ portal, nav, checkPortalRole = true, children }: PortalShellProps) {
  const state = useSession();
  const location = useLocation();
  const meta = useRouteMeta();
  const gate = checkPortalRole ? decidePortalAccess(portal, state) : state.isAuthenticated ? 'allow' : 'login';
  const decision = gate === 'allow' && meta ? decideRouteAccess(meta.access, portal, state) : gate;

  if (decision === 'login') return <Navigate to={loginPath(currentPath(location))} replace />;
  if (gate === 'not-found') return <NotFoundPage />;
  if (decision === 'not-found' && meta?.viewerRedirect && isViewerSession(state)) {
    return <Navigate to={`/${portal}/${meta.viewerRedirect}`} replace />;
  }
  const allowed = decision === 'allow';
  return (
    <ShellFrame portal={portal} nav={navItemsFor(portal, nav, state)} title={allowed ? meta?.title : undefined}>
      {allowed ? (children ?? <Outlet />) : <NotFoundPage />}
    </ShellFrame>
  );
}
