import type { AppContext } from '../../lib/context.ts';
import { findMarks, findPositionIds, type MarkRow, type PositionFilters } from './portfolio.repository.ts';

/**
 * The ordered ids of a caller's positions, memoised stale-while-revalidate (ADR 0013). A page is a
 * slice of this list read by primary key, and the count is its length, so no request sorts or
 * counts thousands of rows. What is cached never changes once a position exists (which investments
 * are executed, their amount, dates and opportunity); what does change (marks, payment status) is
 * read with each page. A newly executed investment shows within `ttlMs`.
 */
export class PositionIndex {
  private readonly entries = new Map<string, { ids: Promise<string[]>; expires: number; refreshing: boolean }>();

  constructor(
    private readonly ttlMs = 3000,
    private readonly maxEntries = 200,
  ) {}

  get(ctx: AppContext, filters: PositionFilters, ordering: string): Promise<string[]> {
    const key = JSON.stringify([filters, ordering]);
    const load = () => findPositionIds(ctx.db, filters, ordering);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.expires <= now && !hit.refreshing) {
        hit.refreshing = true;
        load().then(
          (ids) =>
            this.entries.set(key, { ids: Promise.resolve(ids), expires: Date.now() + this.ttlMs, refreshing: false }),
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.ids;
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const ids = load();
    this.entries.set(key, { ids, expires: now + this.ttlMs, refreshing: false });
    ids.catch(() => this.entries.delete(key));
    return ids;
  }
}

const indexes = new WeakMap<object, PositionIndex>();

export function positionIndexOf(ctx: AppContext): PositionIndex {
  let index = indexes.get(ctx.db);
  if (!index) {
    index = new PositionIndex();
    indexes.set(ctx.db, index);
  }
  return index;
}

/**
 * Valuation marks per opportunity, memoised for `ttlMs` (marks are a fiduciary's monthly input, not
 * something a page must see the instant it is written). Missing opportunities are loaded in one query.
 */
export class MarkCache {
  private readonly entries = new Map<string, { rows: MarkRow[]; expires: number }>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 50_000,
  ) {}

  async get(ctx: AppContext, fiduciaryId: string, opportunityIds: readonly string[]): Promise<MarkRow[]> {
    const now = Date.now();
    const out: MarkRow[] = [];
    const missing: string[] = [];
    for (const id of opportunityIds) {
      const hit = this.entries.get(`${fiduciaryId}:${id}`);
      if (hit && hit.expires > now) out.push(...hit.rows);
      else missing.push(id);
    }
    if (missing.length === 0) return out;
    const loaded = await findMarks(ctx.db, fiduciaryId, missing);
    if (this.entries.size + missing.length > this.maxEntries) this.entries.clear();
    const byOpportunity = new Map<string, MarkRow[]>(missing.map((id) => [id, []]));
    for (const row of loaded) byOpportunity.get(row.opportunity_id)?.push(row);
    for (const [id, rows] of byOpportunity)
      this.entries.set(`${fiduciaryId}:${id}`, { rows, expires: now + this.ttlMs });
    return [...out, ...loaded];
  }
}

const markCaches = new WeakMap<object, MarkCache>();

export function markCacheOf(ctx: AppContext): MarkCache {
  let cache = markCaches.get(ctx.db);
  if (!cache) {
    cache = new MarkCache();
    markCaches.set(ctx.db, cache);
  }
  return cache;
}
