import { IDLE_TIMEOUT_MS } from '@dl/domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { IdleDialog } from '#web/components/shell/idle-dialog.tsx';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';
import { renewAccessToken } from '#web/lib/api-client.ts';
import { currentPath } from '#web/lib/redirect.ts';
import { useSessionKeepAlive } from '#web/lib/session-keepalive.ts';
import { getSession } from '#web/lib/session-store.ts';
import { LAST_ACTIVE_KEY, useIdleTimer } from '#web/lib/use-idle-timer.ts';

/**
 * Spec 4 "Idle": after 30 minutes without activity in any tab the Session Expired dialog counts down
 * 10 seconds; Okay keeps the session, otherwise logout and Login with a redirect back. Mounted only
 * by the logged-in shell, so never on the login or other public pages.
 */
export function SessionIdle() {
  const [expired, setExpired] = useState(false);
  const logout = useLogout();
  const location = useLocation();
  useIdleTimer({ timeoutMs: IDLE_TIMEOUT_MS, onIdle: () => setExpired(true), enabled: !expired });
  useSessionKeepAlive();

  // Activity in another tab of the app while the dialog counts down: the user is there.
  useEffect(() => {
    if (!expired) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVE_KEY) setExpired(false);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [expired]);

  const keepSession = () => {
    setExpired(false);
    // The API ends a refresh token idle for 30 minutes too (ADR 0001): renew it now. A refusal ends
    // the session through the API client, as any failed refresh does.
    void renewAccessToken(getSession()?.access ?? null).catch(() => undefined);
  };

  return <IdleDialog opened={expired} onOkay={keepSession} onTimeout={() => void logout(currentPath(location))} />;
}
