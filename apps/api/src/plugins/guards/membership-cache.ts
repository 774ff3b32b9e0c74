import { LRUCache } from 'lru-cache';
import type { Db } from '#api/db/database.ts';
import type { ChannelSubscriber, ListenHub } from '#api/platform/listen-hub.ts';

/** One membership row as the tenant guard needs it. */
export interface MembershipRow {
  role: string;
  entity_id: string | null;
  /** The company an issuer role acts for (ADR 0030). */
  issuer_id: string | null;
}

/** Sent by a trigger on `membership` (migration 20261121_1900) with the user's id, or '*'. */
export const MEMBERSHIP_CHANNEL = 'membership_changed';

export interface MembershipCacheOptions {
  /** Safety net: a user's rows are read again after this long even without a notification. */
  ttlMs?: number;
  /** Users kept; the least recently used goes first. */
  maxEntries?: number;
}

type ByFiduciary = ReadonlyMap<string, readonly MembershipRow[]>;

/**
 * The tenant guard's memberships per (user, fiduciary), kept in this process (ADR 0012). A user's
 * rows are dropped when PostgreSQL reports a change of their memberships on the listen hub, and at
 * once when this process changes them itself (`forgetUser`).
 *
 * Never stale by more than the notification's delivery: while the hub does not LISTEN to the
 * channel every read goes to the database and nothing is stored; on (re)connect the memo starts
 * empty. A load that overlaps an invalidation is answered but not stored. Only members are stored
 * (a non-member is read every time, so a membership added by SQL works on the next request), keyed
 * by user and then fiduciary, so one tenant's rows never answer for another.
 */
export class MembershipCache implements ChannelSubscriber {
  private readonly users: LRUCache<string, ByFiduciary>;
  /** Bumped by every invalidation: a load that started before one is not stored. */
  private epoch = 0;

  constructor(
    private readonly hub: ListenHub,
    options: MembershipCacheOptions = {},
  ) {
    // noUpdateTTL: adding a second fiduciary of a user never extends the first one's life.
    this.users = new LRUCache({ max: options.maxEntries ?? 50_000, ttl: options.ttlMs ?? 60_000, noUpdateTTL: true });
    hub.subscribe(MEMBERSHIP_CHANNEL, this);
  }

  /** Whether entries are kept (the hub LISTENs to the membership channel). */
  get active(): boolean {
    return this.hub.isListening(MEMBERSHIP_CHANNEL);
  }

  /** Users with stored rows. */
  get entryCount(): number {
    return this.users.size;
  }

  /** The caller's memberships of one fiduciary; `fresh` skips the memo (and refreshes it). */
  async get(db: Db, userId: string, fiduciaryId: string, fresh = false): Promise<readonly MembershipRow[]> {
    if (this.active && !fresh) {
      const hit = this.users.get(userId)?.get(fiduciaryId);
      if (hit) return hit;
    }
    const epoch = this.epoch;
    // A disabled user and a suspended tenant have no membership that opens anything (ADR 0029).
    const rows = await db
      .selectFrom('membership as m')
      .innerJoin('fiduciary as f', 'f.id', 'm.fiduciary_id')
      .innerJoin('app_user as u', 'u.id', 'm.user_id')
      .select(['m.role', 'm.entity_id', 'm.issuer_id'])
      .where('m.user_id', '=', userId)
      .where('m.fiduciary_id', '=', fiduciaryId)
      .where('f.suspended_on', 'is', null)
      .where('u.is_active', '=', true)
      .execute();
    if (this.active && epoch === this.epoch && rows.length > 0) {
      const known = this.users.get(userId);
      this.users.set(userId, new Map(known).set(fiduciaryId, rows));
    }
    return rows;
  }

  /** Drops a user's rows (their memberships changed through this process, or a notification). */
  forgetUser(userId: string): void {
    this.epoch += 1;
    this.users.delete(userId);
  }

  clear(): void {
    this.epoch += 1;
    this.users.clear();
  }

  notify(payload: string): void {
    if (payload === '*') this.clear();
    else this.forgetUser(payload);
  }

  reset(): void {
    this.clear();
  }

  /** Stops following the hub (the app closes). */
  detach(): void {
    this.hub.unsubscribe(MEMBERSHIP_CHANNEL, this);
    this.clear();
  }
}
