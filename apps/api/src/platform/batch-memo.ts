import { LRUCache } from 'lru-cache';

/**
 * Values looked up by id a few at a time (one list page's issuers, its opportunities' marks), kept
 * for `ttlMs` per namespace (a tenant) and id. The ids a request misses are loaded in one call; a
 * change elsewhere reaches readers within `ttlMs`, or at once through `forget`. Bounded in entries,
 * the least recently used going first.
 */
export class BatchMemo<V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, V>;

  constructor(ttlMs = 5000, maxEntries = 10_000) {
    // Time is read on every check (no cached clock), from Date so tests can move it.
    this.entries = new LRUCache<string, V>({
      max: maxEntries,
      ttl: ttlMs,
      ttlResolution: 0,
      perf: { now: () => Date.now() },
    });
  }

  /**
   * The values of `ids` in `namespace`: the memo's, and for the rest what one `load` of the missing
   * ids answers. An id `load` leaves out is not kept and is absent from the result.
   */
  async resolve(
    namespace: string,
    ids: readonly string[],
    load: (missing: string[]) => Promise<ReadonlyMap<string, V>>,
  ): Promise<Map<string, V>> {
    const found = new Map<string, V>();
    const missing = new Set<string>();
    for (const id of ids) {
      const hit = this.entries.get(keyOf(namespace, id));
      if (hit === undefined) missing.add(id);
      else found.set(id, hit);
    }
    if (missing.size === 0) return found;
    for (const [id, value] of await load([...missing])) {
      this.entries.set(keyOf(namespace, id), value);
      found.set(id, value);
    }
    return found;
  }

  /** Drops a namespace's entries ('*': all). */
  forget(namespace: string): void {
    if (namespace === '*') {
      this.entries.clear();
      return;
    }
    const prefix = keyOf(namespace, '');
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

function keyOf(namespace: string, id: string): string {
  return `${namespace}|${id}`;
}
