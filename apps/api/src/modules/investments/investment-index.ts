import type { AppContext, PlatformContext } from '#api/lib/context.ts';
import { CHANGE_CHANNELS, PageCache } from '#api/platform/page-cache.ts';
import { SwrCache } from '#api/platform/swr-cache.ts';
import { countInvestments, findInvestmentIds, type InvestmentFilters } from './investments.repository.ts';

/**
 * The ordered ids of an investor's investments per filter and ordering, memoised
 * stale-while-revalidate for `ttlMs` (ADR 0013, like the portfolio's position index). A page of
 * `GET investments` is a slice of this list read by primary key, and the count is its length, so no
 * request counts or sorts thousands of rows. The rows themselves are read with each page, so what a
 * page shows is current; which ids match and their order may lag a change made elsewhere by up to
 * `ttlMs` (plus one refresh). Every change made through this process (create, approve, decline,
 * execute) drops the memos naming that entity at once, so the caller sees their own change on the
 * next request. Keys start with `fiduciary|user|`; the entity ids are part of the key.
 */
class InvestmentIndex {
  private readonly cache: SwrCache<string[]>;
  /** The fund-admin deals list's counts per filter, kept like the ids (key `fiduciary|*|filters`). */
  private readonly counts: SwrCache<number>;

  constructor(ttlMs = 3000, maxEntries = 200) {
    this.cache = new SwrCache<string[]>(ttlMs, maxEntries);
    this.counts = new SwrCache<number>(ttlMs, 2000);
  }

  /**
   * How many of the tenant's investments match (the deals list), memoised like the ids: at 100,000
   * investments a count is a scan of the tenant's index entries, too much to repeat for every page.
   */
  count(ctx: AppContext, filters: InvestmentFilters): Promise<number> {
    const { fiduciaryId, opportunityId, entityId, entityName, status, opportunityName, isPrimary } = filters;
    const key = `${fiduciaryId}|*|${JSON.stringify([opportunityId, entityId, entityName, status, opportunityName, isPrimary])}`;
    return this.counts.get(key, () => countInvestments(ctx.db, filters));
  }

  get(
    ctx: AppContext,
    userId: string,
    filters: InvestmentFilters & { entityIds: readonly string[] },
    ordering: string | undefined,
  ): Promise<string[]> {
    const { fiduciaryId, entityIds, opportunityId, status, opportunityName, isPrimary } = filters;
    const key = `${fiduciaryId}|${userId}|${JSON.stringify([entityIds, opportunityId, status, opportunityName, isPrimary, ordering])}`;
    return this.cache.get(key, () => findInvestmentIds(ctx.db, filters, ordering));
  }

  /**
   * Drops every memo of this fiduciary that covers `entityId` (an investment of it changed), and
   * the fiduciary's deals-list counts.
   */
  forgetEntity(fiduciaryId: string, entityId: string): void {
    this.cache.forgetWhere((key) => key.startsWith(`${fiduciaryId}|`) && key.includes(`"${entityId}"`));
    this.counts.forget(`${fiduciaryId}|`);
  }

  /** Drops the fiduciary's deals-list counts ('*': every fiduciary's). */
  forgetCounts(fiduciaryId: string): void {
    this.counts.forget(fiduciaryId === '*' ? '' : `${fiduciaryId}|`);
  }
}

/** The investments module's state (AppContext.modules.investments). */
export interface InvestmentsState {
  index: InvestmentIndex;
  /**
   * The fund-admin deals list's pages per filter, ordering, page and length, dropped when the
   * tenant's investments, entities, opportunities or issuers change (ADR 0028).
   */
  dealPages: PageCache;
  /** Stops hearing the listener (on app close). */
  close(): void;
}

declare module '#api/lib/context.ts' {
  interface ModuleState {
    investments: InvestmentsState;
  }
}

export function createInvestments(ctx: PlatformContext): InvestmentsState {
  const dealPages = new PageCache({
    channels: [CHANGE_CHANNELS.investment, CHANGE_CHANNELS.opportunity],
    enabled: ctx.config.LIST_PAGE_CACHE,
  });
  const index = new InvestmentIndex();
  // A page loaded after a change must not take a count memoised before it.
  dealPages.onDrop((fiduciaryId) => index.forgetCounts(fiduciaryId));
  dealPages.attach(ctx.listener);
  return { index, dealPages, close: () => dealPages.detach() };
}
