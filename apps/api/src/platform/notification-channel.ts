import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/** The PostgreSQL channel every API process LISTENs to for pushes (ADR 0016). */
export const NOTIFICATION_CHANNEL = 'dl_notification';

/**
 * What travels through pg_notify: ids only (the payload limit is 8,000 bytes and rows are read
 * by the process that holds a recipient's socket). `n`: stored notifications as [user_id, id]
 * pairs of one tenant; `s`: one system notification, `f` null = every tenant.
 */
export type ChannelPayload = { t: 'n'; f: string; r: [string, string][] } | { t: 's'; f: string | null; id: string };

/** pg_notify in the caller's transaction: PostgreSQL delivers it only if that transaction commits. */
export async function publish(db: Executor, payload: ChannelPayload): Promise<void> {
  await sql`SELECT pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(payload)})`.execute(db);
}

/** Reads a payload; anything malformed is null (a foreign NOTIFY on the channel). */
export function parsePayload(text: string): ChannelPayload | null {
  try {
    const value = JSON.parse(text) as Partial<ChannelPayload> & Record<string, unknown>;
    if (value.t === 'n' && typeof value.f === 'string' && Array.isArray(value.r)) return value as ChannelPayload;
    if (value.t === 's' && typeof value.id === 'string' && (value.f === null || typeof value.f === 'string'))
      return value as ChannelPayload;
    return null;
  } catch {
    return null;
  }
}
