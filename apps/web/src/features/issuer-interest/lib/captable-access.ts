import { CAPTABLE_ROLES } from '@dl/domain';
import { useSession } from '#web/lib/session-store.ts';

const CAPTABLE = new Set<string>(Object.values(CAPTABLE_ROLES));

/** Whether the signed-in user holds a cap-table role in the current fiduciary (the session's memberships). */
export function useHasCaptableRole(): boolean {
  const { session, claims } = useSession();
  const fidId = claims?.current_fiduciary_id;
  return (session?.permissions ?? []).some(
    (p) => (!fidId || p.fiduciary.id === fidId) && p.roles.some((role) => CAPTABLE.has(role)),
  );
}
