import type { AppContext } from '#api/lib/context.ts';
import { BatchMemo } from '#api/platform/batch-memo.ts';
import { SwrCache } from '#api/platform/swr-cache.ts';
import { findPositionIds, type MarkRow, type PositionFilters } from './portfolio.repository.ts';

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

/** The portfolio module's state (AppContext.modules.portfolio). */
export interface PortfolioState {
  positions: PositionIndex;
  /**
   * Valuation marks per opportunity, kept a few seconds per tenant: marks are a fiduciary's monthly
   * input, not something a page must see the instant it is written.
   */
  marks: BatchMemo<MarkRow[]>;
}

declare module '#api/lib/context.ts' {
  interface ModuleState {
    portfolio: PortfolioState;
  }
}

export function createPortfolio(): PortfolioState {
  return { positions: new PositionIndex(), marks: new BatchMemo<MarkRow[]>(5000, 50_000) };
}
