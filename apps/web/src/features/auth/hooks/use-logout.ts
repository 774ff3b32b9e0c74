import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearQueryCache } from '#web/lib/query-cache.ts';
import { loginPath } from '#web/lib/redirect.ts';
import { clearSession, getSession } from '#web/lib/session-store.ts';
import { logout } from '../api/logout.ts';

/**
 * Spec 4: "Logout clears the session and goes to Login with a redirect", and resets theme and
 * account (the cached branding and profile go with the query cache). A failing logout call is
 * ignored: the local session ends either way.
 */
export function useLogout(): (redirect?: string | null) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (redirect) => {
      const refresh = getSession()?.refresh;
      if (refresh) await logout(refresh).catch(() => undefined);
      await navigate(loginPath(redirect), { replace: true });
      clearSession();
      clearQueryCache();
    },
    [navigate],
  );
}
