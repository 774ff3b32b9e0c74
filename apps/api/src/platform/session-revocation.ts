import { LRUCache } from 'lru-cache';
import type { Db } from '#api/db/database.ts';
import type { ChannelSubscriber, ListenHub } from './listen-hub.ts';

/** Sent by a trigger on `refresh_token` (migration 20261128_0500) with the family's id, or '*'. */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

export interface LiveSessionsOptions {
  /** Safety net: a session is read again after this long even without a notification. */
  ttlMs?: number;
  /** Sessions kept; the least recently used goes first. */
  maxEntries?: number;
}

/**
 * Whether the session (refresh-token family) an access token names is still open, kept in this
 * process (issue 13 point 5, ADR 0001). A session is open while one of its refresh tokens is
 * neither rotated nor revoked; logout, a revocation in Settings, a password change or reset,
 * refresh-token reuse and a disabled account end it, and the next request with any of its access
 * tokens answers 401 on every process.
 *
 * The same discipline as the membership memo (ADR 0012): a family is dropped when PostgreSQL
 * reports its revocation on the listen hub, and at once when this process ends it itself
 * (`forget`); while the hub does not LISTEN to the channel every check reads the database and
 * nothing is kept; a load that overlaps an invalidation is answered but not kept as open. An ended
 * session never opens again (rotation ends a token and issues its successor in one transaction),
 * so an ended one is kept as ended.
 */
export class LiveSessions implements ChannelSubscriber {
  private readonly sessions: LRUCache<string, boolean>;
  /** Bumped by every invalidation: an "open" read that started before one is not kept. */
  private epoch = 0;

  constructor(
    private readonly hub: ListenHub,
    options: LiveSessionsOptions = {},
  ) {
    this.sessions = new LRUCache({ max: options.maxEntries ?? 100_000, ttl: options.ttlMs ?? 60_000 });
    hub.subscribe(SESSION_REVOKED_CHANNEL, this);
  }

  /** Whether answers are kept (the hub LISTENs to the channel). */
  get active(): boolean {
    return this.hub.isListening(SESSION_REVOKED_CHANNEL);
  }

  /** Sessions with a kept answer. */
  get entryCount(): number {
    return this.sessions.size;
  }

  /** Whether the session is open: from memory when known, else one indexed read. */
  async isOpen(db: Db, sessionId: string): Promise<boolean> {
    if (this.active) {
      const known = this.sessions.get(sessionId);
      if (known !== undefined) return known;
    }
    const epoch = this.epoch;
    const live = await db
      .selectFrom('refresh_token')
      .select('id')
      .where('family_id', '=', sessionId)
      .where('revoked_on', 'is', null)
      .where('rotated_on', 'is', null)
      .limit(1)
      .executeTakeFirst();
    const open = live !== undefined;
    if (this.active && (!open || epoch === this.epoch)) this.sessions.set(sessionId, open);
    return open;
  }

  /** Drops what is known of sessions this process just ended (their notification follows). */
  forget(sessionIds: Iterable<string>): void {
    this.epoch += 1;
    for (const id of sessionIds) this.sessions.delete(id);
  }

  clear(): void {
    this.epoch += 1;
    this.sessions.clear();
  }

  notify(payload: string): void {
    if (payload === '*') this.clear();
    else this.forget([payload]);
  }

  reset(): void {
    this.clear();
  }

  /** Stops following the hub (the app closes). */
  detach(): void {
    this.hub.unsubscribe(SESSION_REVOKED_CHANNEL, this);
    this.clear();
  }
}
