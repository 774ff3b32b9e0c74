/**
 * The caller's part of list counts (their dismissed, marked or CLOSED rows under a filter set), kept
 * a few seconds like the shared count (ADR 0003) and dropped at once when the caller changes a
 * favorite through this process, so their own list total follows their own clicks.
 */
export class CallerCounts {
  private readonly byCaller = new Map<string, Map<string, { value: Promise<number>; expires: number }>>();
  private size = 0;

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 20_000,
  ) {}

  get(caller: string, key: string, load: () => Promise<number>): Promise<number> {
    const now = Date.now();
    let entries = this.byCaller.get(caller);
    const hit = entries?.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.size >= this.maxEntries) this.clear();
    if (!entries) {
      entries = new Map();
      this.byCaller.set(caller, entries);
    }
    const value = load();
    if (!entries.has(key)) this.size += 1;
    entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.forget(caller));
    return value;
  }

  /** Drops every count of a caller (after they change a favorite). */
  forget(caller: string): void {
    const entries = this.byCaller.get(caller);
    if (!entries) return;
    this.size -= entries.size;
    this.byCaller.delete(caller);
  }

  private clear(): void {
    this.byCaller.clear();
    this.size = 0;
  }
}
