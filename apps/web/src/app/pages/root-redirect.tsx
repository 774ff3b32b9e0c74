import { Navigate } from 'react-router';
import { NotFoundPage } from '#web/components/not-found-page.tsx';
import { PATHS } from '#web/config/paths.ts';
import { homeOfRole } from '#web/lib/redirect.ts';
import { useSession } from '#web/lib/session-store.ts';

/** `/` goes to the home of the current role's portal, or to Login. */
export function RootRedirect() {
  const { isAuthenticated, claims } = useSession();
  const target = isAuthenticated ? homeOfRole(claims?.current_role) : PATHS.login;
  // A role that works in no portal has no home to go to.
  if (target === '/') return <NotFoundPage />;
  return <Navigate to={target} replace />;
}
