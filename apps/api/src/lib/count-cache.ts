/**
 * Memo of list counts, stale-while-revalidate. An exact count(*) walks every matching row, which at
 * 100,000 opportunities costs more than the page itself, so a list's total may lag a few seconds:
 * after `ttlMs` the old value is still answered while one refresh runs in the background, so no
 * request ever waits for a recount except the very first. Bounded in size.
 */
export class CountCache {
  private readonly entries = new Map<string, { value: Promise<number>; expires: number; refreshing: boolean }>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 5000,
  ) {}

  get(key: string, load: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.expires <= now && !hit.refreshing) this.refresh(key, hit, load);
      return hit.value;
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs, refreshing: false });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  private refresh(
    key: string,
    entry: { value: Promise<number>; expires: number; refreshing: boolean },
    load: () => Promise<number>,
  ) {
    entry.refreshing = true;
    load().then(
      (n) => this.entries.set(key, { value: Promise.resolve(n), expires: Date.now() + this.ttlMs, refreshing: false }),
      () => {
        entry.refreshing = false;
      },
    );
  }
}
