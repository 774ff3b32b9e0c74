import { LRUCache } from 'lru-cache';
import type { ChannelSubscriber, ListenHub } from './listen-hub.ts';

/**
 * The channels the database's change triggers notify with the fiduciary id of the rows a statement
 * touched: opportunity, issuer, tag and access rows (migration 20261121_1940); the investors list's
 * directory rows, and investments and their entities (migration 20261127_1500); users, memberships
 * and tenant names for the provider's user search, always '*' (migration 20261127_2300).
 */
export const CHANGE_CHANNELS = {
  opportunity: 'opportunity_changed',
  investorDirectory: 'investor_directory_changed',
  investment: 'investment_changed',
  userDirectory: 'user_directory_changed',
} as const;

interface Entry {
  value: Promise<unknown>;
}

export interface PageCacheOptions {
  /** The channels whose notifications (a fiduciary id, or '*') drop that fiduciary's pages. */
  channels: readonly string[];
  enabled?: boolean;
  /** Safety net: an entry is read again after this long even without a notification. */
  ttlMs?: number;
  maxEntries?: number;
}

/**
 * List pages kept in this process per fiduciary (ADR 0015: the Discover list's shared rows; ADR 0028:
 * the fund-admin investors and deals lists), dropped when PostgreSQL says a table they are read from
 * changed. Statement triggers send `pg_notify(channel, fiduciary_id)` at commit; the listen hub hands
 * the notifications of `channels` here and the fiduciary's pages are dropped ('*': all).
 *
 * Never older than the notification's delivery: while the listener is not LISTENing to every channel
 * every read goes to the database and nothing is stored, and on (re)connect the map starts empty.
 * A load that overlaps an invalidation is answered but not stored. One lru-cache namespace per
 * fiduciary (bounded by `maxEntries` each), so one tenant's pages never answer for another and a
 * notification drops exactly its tenant's. `onDrop` lets other per-fiduciary memos follow along.
 */
export class PageCache implements ChannelSubscriber {
  private readonly byFid = new Map<string, LRUCache<string, Entry>>();
  /** Bumped by every invalidation: a load that started before one is not stored. */
  private epoch = 0;
  private readonly enabled: boolean;
  private readonly channels: readonly string[];
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private listener: ListenHub | null = null;
  private readonly dropListeners: Array<(fiduciaryId: string) => void> = [];
  /** Loads that went to the database (tests count them). */
  loads = 0;

  constructor(options: PageCacheOptions) {
    this.channels = options.channels;
    this.enabled = options.enabled ?? true;
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 5_000;
  }

  /** Receives the channel's notifications through `listener`'s connection. */
  attach(listener: ListenHub): void {
    this.listener = listener;
    if (this.enabled) for (const channel of this.channels) listener.subscribe(channel, this);
  }

  detach(): void {
    for (const channel of this.channels) this.listener?.unsubscribe(channel, this);
    this.listener = null;
    this.reset();
  }

  /** Also told of every drop (fiduciary id, or '*'). */
  onDrop(fn: (fiduciaryId: string) => void): void {
    this.dropListeners.push(fn);
  }

  get active(): boolean {
    const listener = this.listener;
    return this.enabled && listener !== null && this.channels.every((channel) => listener.isListening(channel));
  }

  get entryCount(): number {
    let count = 0;
    for (const pages of this.byFid.values()) count += pages.size;
    return count;
  }

  get<T>(fiduciaryId: string, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.active) {
      this.loads += 1;
      return load();
    }
    const hit = this.byFid.get(fiduciaryId)?.get(key);
    if (hit) return hit.value as Promise<T>;
    const epoch = this.epoch;
    this.loads += 1;
    const value = load();
    value.then(
      () => {
        if (epoch === this.epoch && this.active) this.store(fiduciaryId, key, value);
      },
      () => undefined,
    );
    return value;
  }

  notify(payload: string): void {
    this.drop(payload);
  }

  reset(): void {
    this.drop('*');
  }

  private drop(fiduciaryId: string): void {
    this.epoch += 1;
    if (fiduciaryId === '*') this.byFid.clear();
    else this.byFid.delete(fiduciaryId);
    for (const fn of this.dropListeners) fn(fiduciaryId);
  }

  private store(fiduciaryId: string, key: string, value: Promise<unknown>): void {
    let pages = this.byFid.get(fiduciaryId);
    if (!pages) {
      pages = new LRUCache<string, Entry>({ max: this.maxEntries, ttl: this.ttlMs, ttlResolution: 0 });
      this.byFid.set(fiduciaryId, pages);
    }
    pages.set(key, { value });
  }
}
