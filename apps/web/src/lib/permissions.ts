import { type Action, can } from '@dl/domain';
import { useSession } from './session-store.ts';

/**
 * Whether the current role may take `action` under the API's own policy (`PERMISSIONS` in
 * packages/domain): a button shows only when the call behind it would be allowed.
 */
export function useCan(action: Action): boolean {
  return can(useSession().claims?.current_role, action);
}
