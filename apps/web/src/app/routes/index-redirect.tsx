import { Navigate, useLocation } from 'react-router';
import { isViewerSession } from '#web/lib/route-access.ts';
import { useSession } from '#web/lib/session-store.ts';

/** An index route that only forwards (bare /my-profile), to a viewer's own target when it has one. */
export function IndexRedirect({ to, viewerTo }: { to: string; viewerTo?: string }) {
  const state = useSession();
  const { search } = useLocation();
  const target = viewerTo && isViewerSession(state) ? viewerTo : to;
  return <Navigate to={`${target}${search}`} replace />;
}
