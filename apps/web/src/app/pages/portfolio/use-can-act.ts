import { isViewerSession } from '../../../lib/route-access.ts';
import { useSession } from '../../../lib/session-store.ts';

/** Viewers look but may not act (spec 6): no payment confirmation, no signing. */
export function useCanAct(): boolean {
  return !isViewerSession(useSession());
}
