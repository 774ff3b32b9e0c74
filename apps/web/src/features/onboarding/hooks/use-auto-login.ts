import type { Session } from '@dl/contracts';
import { useEffect, useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { setSession } from '#web/lib/session-store.ts';
import { loginAfterRegister, NOT_READY } from '../api/onboarding-api.ts';
import { autoLogin } from '../lib/auto-login.ts';

export type AutoLoginState =
  | { status: 'waiting' }
  | { status: 'ready'; session: Session }
  | { status: 'failed'; message: string };

const STILL_PREPARING =
  'Your account is still being prepared. Please log in with your e-mail and password in a few minutes.';
const LOGIN_FAILED = 'We could not sign you in. Please log in with your e-mail and password.';

/**
 * Exchanges the register answer's one-time token for a session, with the spec's waits (spec 4), and
 * stores the session (tokens, user and permissions) as a login does.
 */
export function useAutoLogin(fidId: string, token: string | null): AutoLoginState {
  const [state, setState] = useState<AutoLoginState>({ status: 'waiting' });
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    setState({ status: 'waiting' });
    autoLogin(
      async () => {
        const answer = await loginAfterRegister(fidId, token);
        return answer === NOT_READY ? null : answer;
      },
      { signal: controller.signal },
    ).then(
      (session) => {
        if (controller.signal.aborted) return;
        if (!session) return setState({ status: 'failed', message: STILL_PREPARING });
        // Stored before the state changes: the next screen's calls carry the new session.
        setSession(session);
        setState({ status: 'ready', session });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: errorText(error, LOGIN_FAILED) });
      },
    );
    return () => controller.abort();
  }, [fidId, token]);
  return state;
}
