import pg from 'pg';
import type { Db } from '../db/database.ts';

/** One membership row as the tenant guard needs it. */
export interface MembershipRow {
  role: string;
  entity_id: string | null;
}

export const MEMBERSHIP_CHANNEL = 'membership_changed';

interface Entry {
  rows: readonly MembershipRow[];
  expires: number;
}

export interface MembershipCacheOptions {
  /** Safety net: an entry is read again after this long even without a notification. */
  ttlMs?: number;
  maxEntries?: number;
  /** First reconnect delay of the listener; doubles up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/**
 * Another cache riding on this cache's listening connection (one connection per process): it is
 * told each notification of its channel, and `reset` whenever the connection is lost or (re)made.
 */
export interface ChannelSubscriber {
  notify(payload: string): void;
  reset(): void;
}

/**
 * The tenant guard's memberships per (user, fiduciary), kept in this process (ADR 0012). An entry
 * is dropped when PostgreSQL reports a change of that user's memberships (a trigger on `membership`
 * sends `pg_notify('membership_changed', user_id)`, migration 20261121_1900) to the one listening
 * connection this cache holds, and at once when this process changes them itself (`forgetUser`).
 *
 * Never stale by more than the notification's delivery: while the listener is not connected (not
 * yet, lost, reconnecting) every read goes to the database and nothing is stored; on (re)connect
 * the map starts empty. A load that overlaps an invalidation is answered but not stored. Only
 * members are stored (a non-member is read every time, so a membership added by SQL works on the
 * next request), keyed by user and fiduciary, so one tenant's rows never answer for another.
 */
export class MembershipCache {
  private readonly users = new Map<string, Map<string, Entry>>();
  private size = 0;
  /** Bumped by every invalidation: a load that started before one is not stored. */
  private epoch = 0;
  private client: pg.Client | null = null;
  private listening = false;
  private readonly subscribers = new Map<string, Set<ChannelSubscriber>>();
  /** The subscribed channels the current connection LISTENs to. */
  private readonly heard = new Set<string>();
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private backoff: number;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly minBackoffMs: number;
  private readonly maxBackoffMs: number;

  constructor(options: MembershipCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 50_000;
    this.minBackoffMs = options.backoffMs ?? 100;
    this.maxBackoffMs = options.maxBackoffMs ?? 5_000;
    this.backoff = this.minBackoffMs;
  }

  /** Whether entries are kept (the listener is connected and LISTENing). */
  get active(): boolean {
    return this.listening;
  }

  /** Whether notifications of `channel` are being received (a subscriber may keep entries). */
  isListening(channel: string): boolean {
    return this.listening && this.heard.has(channel);
  }

  /** Adds a subscriber of `channel` (see ChannelSubscriber); LISTENs at once when connected. */
  subscribe(channel: string, subscriber: ChannelSubscriber): void {
    if (!/^[a-z_]+$/.test(channel) || channel === MEMBERSHIP_CHANNEL) throw new Error(`bad channel ${channel}`);
    const known = this.subscribers.get(channel);
    if (known) {
      known.add(subscriber);
      return;
    }
    this.subscribers.set(channel, new Set([subscriber]));
    if (this.listening && this.client) this.listenLate(this.client, channel);
  }

  /** Stops telling `subscriber` (its app closed); the channel stays LISTENed. */
  unsubscribe(channel: string, subscriber: ChannelSubscriber): void {
    this.subscribers.get(channel)?.delete(subscriber);
  }

  /** LISTENs on a live connection; the membership channel again last, so it stays its last query. */
  private listenLate(client: pg.Client, channel: string): void {
    Promise.all([client.query(`LISTEN ${channel}`), client.query(`LISTEN ${MEMBERSHIP_CHANNEL}`)])
      .then(() => {
        if (this.client === client && this.listening) this.heard.add(channel);
      })
      .catch(() => undefined);
  }

  get entryCount(): number {
    return this.size;
  }

  /** The caller's memberships of one fiduciary; `fresh` skips the cache (and refreshes it). */
  async get(db: Db, userId: string, fiduciaryId: string, fresh = false): Promise<readonly MembershipRow[]> {
    if (this.listening && !fresh) {
      const hit = this.users.get(userId)?.get(fiduciaryId);
      if (hit && hit.expires > Date.now()) return hit.rows;
    }
    const epoch = this.epoch;
    const rows = await db
      .selectFrom('membership')
      .select(['role', 'entity_id'])
      .where('user_id', '=', userId)
      .where('fiduciary_id', '=', fiduciaryId)
      .execute();
    if (this.listening && epoch === this.epoch && rows.length > 0) this.store(userId, fiduciaryId, rows);
    return rows;
  }

  /** Drops a user's entries (their memberships changed through this process, or a notification). */
  forgetUser(userId: string): void {
    this.epoch += 1;
    const byFid = this.users.get(userId);
    if (!byFid) return;
    this.size -= byFid.size;
    this.users.delete(userId);
  }

  clear(): void {
    this.epoch += 1;
    this.users.clear();
    this.size = 0;
  }

  /** Opens the listening connection (and keeps reopening it, with back-off, until `stop`). */
  listen(connectionString: string, log?: Log): void {
    this.stopped = false;
    void this.connect(connectionString, log);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.listening = false;
    this.heard.clear();
    this.clear();
    this.resetSubscribers();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private resetSubscribers(): void {
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.reset();
  }

  private store(userId: string, fiduciaryId: string, rows: readonly MembershipRow[]): void {
    let byFid = this.users.get(userId);
    if (!byFid) {
      if (this.size >= this.maxEntries) this.evictOldest();
      byFid = new Map();
      this.users.set(userId, byFid);
    } else if (!byFid.has(fiduciaryId) && this.size >= this.maxEntries) this.evictOldest();
    if (!byFid.has(fiduciaryId)) this.size += 1;
    byFid.set(fiduciaryId, { rows, expires: Date.now() + this.ttlMs });
  }

  /** Drops the user stored longest ago (Map order), not the whole map. */
  private evictOldest(): void {
    const first = this.users.keys().next();
    if (first.done) return;
    const byFid = this.users.get(first.value);
    this.size -= byFid?.size ?? 0;
    this.users.delete(first.value);
  }

  private async connect(connectionString: string, log?: Log): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString, keepAlive: true });
    this.client = client;
    let failed = false;
    const lost = (err?: Error) => {
      if (failed) return;
      failed = true;
      // Bypass first, then empty: nothing read before the loss is answered again.
      this.listening = false;
      this.heard.clear();
      this.clear();
      this.resetSubscribers();
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      log?.warn({ err: err?.message, retryInMs: this.backoff }, 'membership listener lost; cache bypassed');
      this.retry = setTimeout(() => void this.connect(connectionString, log), this.backoff);
      this.retry.unref();
      this.backoff = Math.min(this.backoff * 2, this.maxBackoffMs);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (msg) => {
      if (msg.channel !== MEMBERSHIP_CHANNEL) {
        for (const subscriber of this.subscribers.get(msg.channel) ?? []) subscriber.notify(msg.payload || '*');
        return;
      }
      if (!msg.payload || msg.payload === '*') this.clear();
      else this.forgetUser(msg.payload);
    });
    try {
      await client.connect();
      this.heard.clear();
      for (const channel of this.subscribers.keys()) {
        await client.query(`LISTEN ${channel}`);
        this.heard.add(channel);
      }
      await client.query(`LISTEN ${MEMBERSHIP_CHANNEL}`);
    } catch (err) {
      lost(err as Error);
      return;
    }
    if (failed || this.stopped) {
      if (this.stopped) await client.end().catch(() => undefined);
      return;
    }
    // Whatever changed while no one listened is unknown: start empty.
    this.clear();
    this.resetSubscribers();
    this.listening = true;
    for (const channel of this.subscribers.keys()) if (!this.heard.has(channel)) this.listenLate(client, channel);
    this.backoff = this.minBackoffMs;
  }
}

/** One cache per database handle (so two API instances in one process each keep their own). */
const caches = new WeakMap<Db, MembershipCache>();

export function membershipCacheOf(db: Db): MembershipCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new MembershipCache();
    caches.set(db, cache);
  }
  return cache;
}
