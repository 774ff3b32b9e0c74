import { useSession } from '#web/lib/session-store.ts';

/** The fiduciary of the session's current context (the tenant of every deal-flow call). */
export function useFidId(): string {
  return useSession().claims?.current_fiduciary_id ?? '';
}

/** The investing entity of the session's current context, if any. */
export function useEntityId(): string | null {
  return useSession().claims?.current_entity_id ?? null;
}
