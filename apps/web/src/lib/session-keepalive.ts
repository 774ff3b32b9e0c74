import { REFRESH_IDLE_TTL_SECONDS } from '@dl/domain';
import { useEffect } from 'react';
import { renewAccessToken } from './api-client.ts';
import { getSession, subscribeSession } from './session-store.ts';

/**
 * How long an open portal lets its refresh token rest before using it: a third of the API's idle
 * limit (ADR 0001), so a slow network or a sleeping laptop still leaves margin.
 */
export const KEEPALIVE_MS = (REFRESH_IDLE_TTL_SECONDS * 1000) / 3;

/**
 * The API ends a refresh token left unused for 30 minutes. A user reading one page for half an hour
 * makes no calls, and neither does one who answers Okay in the Session Expired dialog; without this
 * they would find their session gone. While a portal is open the tokens are renewed at least every
 * KEEPALIVE_MS (any rotation, by a call's 401 or by another tab, restarts the wait). Closing the tab
 * lets the server's limit end the session; the idle dialog ends it for a user who is away.
 */
export function useSessionKeepAlive(delayMs = KEEPALIVE_MS): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      if (!getSession()) return;
      timer = setTimeout(() => {
        void renewAccessToken(getSession()?.access ?? null).catch(() => undefined);
      }, delayMs);
    };
    arm();
    const unsubscribe = subscribeSession(arm);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [delayMs]);
}
