import type { NotificationItem } from '@dl/contracts';
import { useEffect, useRef } from 'react';
import { markNotificationsRead } from '../api/notifications.ts';

/**
 * Marks the unread items the user is looking at as read (POST notifications/read), each id once.
 * The list keeps showing them as new until it is loaded again, so the user still sees what was new.
 */
export function useMarkShownRead(fidId: string, items: readonly NotificationItem[] | undefined, enabled = true) {
  const sent = useRef(new Set<string>());
  useEffect(() => {
    if (!enabled || !fidId || !items) return;
    const ids = items.filter((item) => item.read_on === null && !sent.current.has(item.id)).map((item) => item.id);
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    markNotificationsRead(fidId, { ids }).catch((error: unknown) => {
      // Not worth a snackbar: they stay unread and are marked the next time they are shown.
      for (const id of ids) sent.current.delete(id);
      console.error('Marking notifications read failed', error);
    });
  }, [fidId, items, enabled]);
}
