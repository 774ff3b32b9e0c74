/**
 * A small stale-while-revalidate memo (list counts, ADR 0003, and the list's per-caller memos):
 * after `ttlMs` the old value is still answered while one refresh runs in the background, so no
 * request waits for a reload except the first. `forget` drops entries at once (the caller's own change must show
 * on their next request). Bounded in entries.
 */
export class SwrCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number; refreshing: boolean }>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.expires <= now && !hit.refreshing) this.refresh(key, hit, load);
      return hit.value;
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const entry = { value: load(), expires: now + this.ttlMs, refreshing: false };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** Drops every entry whose key starts with `prefix`. */
  forget(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  /** Drops every entry whose key passes `test`. */
  forgetWhere(test: (key: string) => boolean): void {
    for (const key of this.entries.keys()) if (test(key)) this.entries.delete(key);
  }

  private refresh(key: string, entry: { refreshing: boolean }, load: () => Promise<T>): void {
    entry.refreshing = true;
    load().then(
      (value) => {
        // A refresh that started before `forget` must not bring the old state back.
        if (this.entries.get(key) !== entry) return;
        this.entries.set(key, { value: Promise.resolve(value), expires: Date.now() + this.ttlMs, refreshing: false });
      },
      () => {
        entry.refreshing = false;
      },
    );
  }
}
