import { LRUCache } from 'lru-cache';

type Load<T> = () => Promise<T>;
/** One `get`'s loader, and its promise once lru-cache called it. */
interface Loading<T> {
  load: Load<T>;
  started?: Promise<T>;
}

/**
 * A stale-while-revalidate memo on `lru-cache` (list counts, ADR 0003, and the per-caller memos of
 * the lists): after `ttlMs` the old value is still answered while one refresh runs in the
 * background (`allowStale` + `fetchMethod`), so no request waits for a reload except the first.
 * Concurrent first loads of one key share one promise; a failed first load is not kept, a failed
 * refresh keeps the stale value for the next attempt. Keys start with the namespace they belong to
 * (a tenant, a user) so `forget` can drop a namespace at once: the caller's own change must show on
 * their next request, and a refresh begun before `forget` is aborted and never brings the old state
 * back. Bounded in entries; the least recently used entry goes first.
 */
export class SwrCache<T extends NonNullable<unknown>> {
  private readonly cache: LRUCache<string, T, Loading<T>>;
  /**
   * The keys `forget` may have to drop: lru-cache's iterators skip a key whose first load is still
   * in flight, and such a load must not land after a `forget` either. Evicted and expired keys leave
   * it through `dispose`; it is bounded like the cache.
   */
  private readonly keys = new Set<string>();

  constructor(
    ttlMs = 5000,
    private readonly maxEntries = 10_000,
  ) {
    this.cache = new LRUCache<string, T, Loading<T>>({
      max: maxEntries,
      ttl: ttlMs,
      // Time is read on every check (no cached clock), from Date so tests can move it.
      ttlResolution: 0,
      perf: { now: () => Date.now() },
      allowStale: true,
      noDeleteOnFetchRejection: true,
      // A load aborted by `forget` (or evicted) answers undefined instead of failing (see `get`).
      allowStaleOnFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => {
        context.started = context.load();
        return context.started;
      },
      dispose: (_value, key, reason) => {
        if (reason === 'evict' || reason === 'expire') this.keys.delete(key);
      },
    });
  }

  async get(key: string, load: Load<T>): Promise<T> {
    if (!this.keys.has(key) && this.keys.size >= 2 * this.maxEntries) {
      // Only keys of first loads evicted while in flight can pile up here: start over.
      this.cache.clear();
      this.keys.clear();
    }
    this.keys.add(key);
    const loading: Loading<T> = { load };
    const value = await this.cache.fetch(key, { context: loading });
    if (value !== undefined) return value;
    // Aborted (forgotten or evicted while loading): the caller still gets the answer of the load it
    // started, which is not kept; a caller that joined another's load loads afresh.
    return loading.started ?? this.get(key, load);
  }

  /** Drops every entry whose key starts with `prefix`. */
  forget(prefix: string): void {
    this.forgetWhere((key) => key.startsWith(prefix));
  }

  /** Drops every entry whose key passes `test`. */
  forgetWhere(test: (key: string) => boolean): void {
    for (const key of this.keys) {
      if (!test(key)) continue;
      this.keys.delete(key);
      this.cache.delete(key);
    }
  }
}
