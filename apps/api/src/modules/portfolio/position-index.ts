import { LRUCache } from 'lru-cache';
import type { AppContext } from '#api/lib/context.ts';
import { SwrCache } from '#api/platform/swr-cache.ts';
import { findMarks, findPositionIds, type MarkRow, type PositionFilters } from './portfolio.repository.ts';

/**
 * The ordered ids of a caller's positions, memoised stale-while-revalidate (ADR 0013). A page is a
 * slice of this list read by primary key, and the count is its length, so no request sorts or
 * counts thousands of rows. What is cached never changes once a position exists (which investments
 * are executed, their amount, dates and opportunity); what does change (marks, payment status) is
 * read with each page. A newly executed investment shows within `ttlMs`.
 */
class PositionIndex {
  private readonly cache: SwrCache<string[]>;

  constructor(ttlMs = 3000, maxEntries = 200) {
    this.cache = new SwrCache<string[]>(ttlMs, maxEntries);
  }

  get(ctx: AppContext, filters: PositionFilters, ordering: string): Promise<string[]> {
    return this.cache.get(JSON.stringify([filters, ordering]), () => findPositionIds(ctx.db, filters, ordering));
  }
}

/**
 * Valuation marks per opportunity, memoised for `ttlMs` (marks are a fiduciary's monthly input, not
 * something a page must see the instant it is written). Missing opportunities are loaded in one query.
 */
class MarkCache {
  private readonly entries: LRUCache<string, MarkRow[]>;

  constructor(ttlMs = 5000, maxEntries = 50_000) {
    this.entries = new LRUCache<string, MarkRow[]>({ max: maxEntries, ttl: ttlMs, ttlResolution: 0 });
  }

  async get(ctx: AppContext, fiduciaryId: string, opportunityIds: readonly string[]): Promise<MarkRow[]> {
    const out: MarkRow[] = [];
    const missing: string[] = [];
    for (const id of opportunityIds) {
      const hit = this.entries.get(`${fiduciaryId}:${id}`);
      if (hit) out.push(...hit);
      else missing.push(id);
    }
    if (missing.length === 0) return out;
    const loaded = await findMarks(ctx.db, fiduciaryId, missing);
    const byOpportunity = new Map<string, MarkRow[]>(missing.map((id) => [id, []]));
    for (const row of loaded) byOpportunity.get(row.opportunity_id)?.push(row);
    for (const [id, rows] of byOpportunity) this.entries.set(`${fiduciaryId}:${id}`, rows);
    return [...out, ...loaded];
  }
}

/** The portfolio module's state (AppContext.modules.portfolio). */
export interface PortfolioState {
  positions: PositionIndex;
  marks: MarkCache;
}

declare module '#api/lib/context.ts' {
  interface ModuleState {
    portfolio: PortfolioState;
  }
}

export function createPortfolio(): PortfolioState {
  return { positions: new PositionIndex(), marks: new MarkCache() };
}
