import type { Session } from '@dl/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearQueryCache } from '#web/lib/query-cache.ts';
import { postLoginTarget } from '#web/lib/redirect.ts';
import { getClaims, setSession } from '#web/lib/session-store.ts';

/**
 * Stores the session (spec 4: tokens, user and permissions) and lands on the `redirect` query when it
 * is a safe path, else on the home of the portal of the token's current role.
 */
export function useCompleteLogin(redirect: string | null): (session: Session) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (session) => {
      clearQueryCache();
      setSession(session);
      const role = getClaims(session)?.current_role ?? null;
      await navigate(postLoginTarget(redirect, role), { replace: true });
    },
    [navigate, redirect],
  );
}
