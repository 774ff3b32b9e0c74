import type { Db } from '#api/db/database.ts';
import type { ChannelSubscriber } from '#api/platform/listen-hub.ts';
import { notificationFrame, toNotificationItem } from '../notifications/index.ts';
import {
  systemNotificationFrame,
  systemNotificationRemovedFrame,
  toSystemNotificationItem,
} from '../system-notifications/index.ts';
import { type ChannelPayload, parsePayload } from '#api/platform/notification-channel.ts';
import type { SocketHub } from './hub.ts';
import { findNotificationsToPush, findSystemNotificationToPush } from './realtime.repository.ts';

type Log = { warn(obj: object, msg: string): void };

/**
 * Turns `dl_notification` payloads into frames for this process's sockets. Rows are read only when
 * a recipient is connected here; a system notification is read and serialized once for all.
 * Nothing is kept while the listener is down: stored rows are in the lists (nothing lost).
 */
export function createDispatcher(db: Db, hub: SocketHub, log: Log): ChannelSubscriber & { idle(): Promise<void> } {
  // One push at a time, in NOTIFY order: two notifications of one change arrive as they were made.
  let chain: Promise<void> = Promise.resolve();
  const track = (work: () => Promise<void>) => {
    chain = chain.then(work).catch((err: Error) => log.warn({ err: err.message }, 'notification push failed'));
  };
  return {
    notify(text) {
      const payload = parsePayload(text);
      if (!payload) {
        log.warn({ payload: text.slice(0, 200) }, 'ignored malformed notification payload');
        return;
      }
      track(() => (payload.t === 'n' ? pushNotifications(db, hub, payload) : pushSystem(db, hub, payload)));
    },
    reset() {},
    /** Resolves when every push under way is done (tests, shutdown). */
    async idle() {
      let seen: Promise<void> | null = null;
      while (seen !== chain) {
        seen = chain;
        await chain;
      }
    },
  };
}

async function pushNotifications(db: Db, hub: SocketHub, p: Extract<ChannelPayload, { t: 'n' }>): Promise<void> {
  const ids = p.r.filter(([userId]) => hub.hasUser(p.f, userId)).map(([, id]) => id);
  if (ids.length === 0) return;
  const rows = await findNotificationsToPush(db, p.f, ids);
  for (const row of rows) hub.sendToUser(p.f, row.user_id, notificationFrame(toNotificationItem(row)));
}

async function pushSystem(db: Db, hub: SocketHub, p: Extract<ChannelPayload, { t: 's' }>): Promise<void> {
  if (!hub.hasTenant(p.f)) return;
  const row = await findSystemNotificationToPush(db, p.id, p.f);
  if (!row) return;
  const frame = row.visible
    ? systemNotificationFrame(toSystemNotificationItem(row))
    : systemNotificationRemovedFrame(row.id);
  hub.sendToTenant(p.f, frame);
}
