import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { NOTIFICATION_COLUMNS } from '../notifications/index.ts';
import { SYSTEM_NOTIFICATION_COLUMNS } from '../system-notifications/index.ts';

/** Stores a websocket ticket by its SHA-256; the ticket itself is never stored. */
export async function insertTicket(
  db: Executor,
  row: {
    tokenHash: Buffer;
    userId: string;
    fiduciaryId: string;
    role: string;
    entityId: string | null;
    sessionId: string | null;
    expires: Date;
  },
): Promise<void> {
  await db
    .insertInto('websocket_ticket')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      fiduciary_id: row.fiduciaryId,
      role: row.role,
      entity_id: row.entityId,
      session_id: row.sessionId,
      expires_on: row.expires,
    })
    .execute();
}

/** Deletes tickets expired for more than ten minutes (the expiry index keeps this cheap). */
export async function deleteStaleTickets(db: Executor): Promise<void> {
  await db.deleteFrom('websocket_ticket').where('expires_on', '<', sql<Date>`now() - interval '10 minutes'`).execute();
}

/**
 * Marks an unused, unexpired ticket used and answers its owner columns, in one statement so that of
 * two concurrent uses only one wins.
 */
export function spendTicket(db: Executor, tokenHash: Buffer) {
  return db
    .updateTable('websocket_ticket')
    .set({ used_on: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_on', 'is', null)
    .where('expires_on', '>', sql<Date>`now()`)
    .returning(['user_id', 'fiduciary_id', 'role', 'entity_id', 'session_id'])
    .executeTakeFirst();
}

/** The fiduciary's notifications with these ids, with their recipient (for a push). */
export function findNotificationsToPush(db: Executor, fiduciaryId: string, ids: string[]) {
  return db
    .selectFrom('notification')
    .select([...NOTIFICATION_COLUMNS, 'user_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', 'in', ids)
    .execute();
}

/**
 * The notice to push to a tenant's sockets (`fiduciaryId` null: every socket), and whether they may
 * see it: live and addressed to them (every tenant, or this one). Otherwise the frame only drops it
 * from open lists: a tenant an edit took out of the audience, a withdrawn or ended notice.
 */
export function findSystemNotificationToPush(db: Executor, id: string, fiduciaryId: string | null) {
  return db
    .selectFrom('system_notification as n')
    .select(SYSTEM_NOTIFICATION_COLUMNS.map((c) => `n.${c}` as const))
    .select(
      sql<boolean>`n.withdrawn_on IS NULL AND n.starts_on <= now() AND (n.ends_on IS NULL OR n.ends_on > now())
        AND (n.all_tenants OR EXISTS (SELECT 1 FROM system_notification_tenant t
          WHERE t.notification_id = n.id AND t.fiduciary_id = ${fiduciaryId}))`.as('visible'),
    )
    .where('n.id', '=', id)
    .executeTakeFirst();
}
