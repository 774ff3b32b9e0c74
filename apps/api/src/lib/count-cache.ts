/**
 * Short-lived memo of list counts. An exact count(*) walks every matching row, which at 100,000
 * opportunities costs more than the page itself; a list's total may lag by a few seconds instead.
 * Bounded in size; entries expire after `ttlMs`.
 */
export class CountCache {
  private readonly entries = new Map<string, { value: Promise<number>; expires: number }>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 5000,
  ) {}

  get(key: string, load: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
