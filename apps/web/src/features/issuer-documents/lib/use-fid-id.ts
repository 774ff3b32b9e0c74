import { useSession } from '#web/lib/session-store.ts';

/** The fiduciary of the session's current context: the tenant of every issuer call. */
export function useFidId(): string {
  return useSession().claims?.current_fiduciary_id ?? '';
}
