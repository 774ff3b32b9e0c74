import { SwrCache } from '#api/platform/swr-cache.ts';

/**
 * The caller's part of list counts (their dismissed, marked or CLOSED rows under a filter set), kept
 * like the shared count (ADR 0003) and dropped at once when the user changes a favorite through this
 * process, so their own list total follows their own clicks.
 */
export class CallerCounts {
  private readonly cache = new SwrCache<number>(5000, 20_000);

  get(userId: string, key: string, load: () => Promise<number>): Promise<number> {
    return this.cache.get(`${userId}|${key}`, load);
  }

  /** Drops every count of a user (after they change a favorite). */
  forget(userId: string): void {
    this.cache.forget(`${userId}|`);
  }

  /** Drops every caller's counts under a tenant's filter sets (their keys hold `tenantKey`). */
  forgetFiduciary(tenantKey: string): void {
    this.cache.forgetWhere((key) => key.includes(tenantKey));
  }
}
