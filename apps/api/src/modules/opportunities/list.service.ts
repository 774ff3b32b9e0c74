import {
  DEFAULT_OPPORTUNITY_ORDERING,
  type OpportunityListItem,
  type OpportunityOrderingField,
  type opportunityListQuerySchema,
} from '@dl/contracts';
import { DEFAULT_INVESTOR_STATUS, isInvestorVisibleStatus } from '@dl/domain';
import type { z } from 'zod';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { decodeCursor, encodeCursor } from '#api/lib/cursor.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { CallerCounts } from './caller-counts.ts';
import { type CallerMarks, CallerMarksCache } from './caller-marks.ts';
import {
  countExcluded,
  countShared,
  countVisible,
  findIssuerIds,
  findIssuerSummaries,
  findOpportunityPage,
  type IssuerSummary,
  isPositivePreferenceFilter,
  type ListFilters,
  type Ordering,
} from './list.repository.ts';
import { toListItem } from './opportunities.mapper.ts';
import { CHANGE_CHANNELS, PageCache } from '#api/platform/page-cache.ts';
import type { SecondaryRule } from './secondary-rule.ts';
import { BatchMemo } from '#api/platform/batch-memo.ts';
import { SwrCache } from '#api/platform/swr-cache.ts';

type ListQuery = z.output<typeof opportunityListQuerySchema>;

export interface ListCaches {
  counts: SwrCache<number>;
  callerCounts: CallerCounts;
  marks: CallerMarksCache;
  /**
   * Issuer name, market and stage of list rows per tenant: joining issuer into the page query made
   * PostgreSQL's work per request about 40% dearer, and a page shows few issuers, the same ones again
   * and again. An issuer edit reaches lists within the memo's ttl, the lag the list count accepts.
   */
  issuers: BatchMemo<IssuerSummary>;
  /** Issuer ids per issuer filter (name, market, stage), kept like the counts. */
  issuerIds: SwrCache<string[]>;
  secondaries: SecondaryRule;
  /** Shared page rows, dropped by PostgreSQL notifications (ADR 0015). */
  pages: PageCache;
}

export function newListCaches(
  secondaries: SecondaryRule,
  pages = new PageCache({ channels: [CHANGE_CHANNELS.opportunity], enabled: false }),
): ListCaches {
  const caches = {
    counts: new SwrCache<number>(),
    callerCounts: new CallerCounts(),
    marks: new CallerMarksCache(),
    issuers: new BatchMemo<IssuerSummary>(),
    issuerIds: new SwrCache<string[]>(5000, 5000),
    secondaries,
    pages,
  };
  // A notified change also drops the issuer memos the rows are shown with (ADR 0015).
  pages.onDrop((fiduciaryId) => {
    caches.issuers.forget(fiduciaryId);
    caches.marks.forgetFiduciary(fiduciaryId);
    caches.issuerIds.forget(fiduciaryId === '*' ? '' : JSON.stringify([fiduciaryId]).slice(0, -1));
  });
  return caches;
}

const CURSOR_NEEDS_DEFAULT_ORDERING = 'cursor: Cursor paging is only available with the default ordering.';

function parseOrdering(value: string | undefined): Ordering {
  const text = value ?? DEFAULT_OPPORTUNITY_ORDERING;
  const descending = text.startsWith('-');
  return { field: (descending ? text.slice(1) : text) as OpportunityOrderingField, descending };
}

function filtersOf(scope: InvestorScope, q: ListQuery, secondaries: boolean, marks: CallerMarks): ListFilters {
  return {
    fiduciaryId: scope.fiduciaryId,
    userId: scope.userId,
    entityId: scope.entityId,
    marks,
    status: q.status ?? DEFAULT_INVESTOR_STATUS,
    secondaries,
    name: q.opportunity_name ?? q.name,
    issuerName: q.issuer_name,
    kind: q.is_primary === undefined ? undefined : q.is_primary ? 'PRIMARY' : 'SECONDARY',
    favorite: q.favorite,
    isDismissed: q.is_dismissed,
    minimumGte: q.minimum_gte,
    minimumLte: q.minimum_lte,
    market: q.issuer_market_id,
    stage: q.issuer_stage_id,
    structure: q.opportunity_type_id,
    tag: q.tag,
  };
}

/** Cache key of the filters every caller shares (ListFilters). */
function sharedKey(f: ListFilters): string {
  return JSON.stringify([
    f.fiduciaryId,
    f.status,
    f.secondaries,
    f.name,
    f.issuerName,
    f.kind,
    f.minimumGte,
    f.minimumLte,
    f.market,
    f.stage,
    f.structure,
    f.tag,
  ]);
}

const empty = { count: 0, results: [], next: null };

/**
 * The Discover / Trade list (spec 2, 7). The total is the shared count (cached, ADR 0003) less the
 * caller's own exclusions (dismissed, CLOSED); a list of rows the caller marked (thumbs up or down)
 * is counted from those rows. Both caller parts are small indexed queries, cached per caller.
 */
export async function listOpportunities(ctx: AppContext, caches: ListCaches, scope: InvestorScope, q: ListQuery) {
  const ordering = parseOrdering(q.ordering);
  const isDefaultOrdering = ordering.field === 'created_on' && ordering.descending;
  if (q.cursor && !isDefaultOrdering) throw new AppError('BAD_REQUEST', CURSOR_NEEDS_DEFAULT_ORDERING);
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  if (q.status && !isInvestorVisibleStatus(q.status)) return empty;
  const [secondaries, marks] = await Promise.all([
    caches.secondaries.allows(ctx.db, scope.fiduciaryId, scope.entityId),
    caches.marks.get(ctx.db, scope.fiduciaryId, scope.userId, scope.entityId),
  ]);
  const f = filtersOf(scope, q, secondaries, marks);
  if (f.issuerName || f.market || f.stage) {
    const filter = { name: f.issuerName, market: f.market, stage: f.stage };
    f.issuerIds = await caches.issuerIds.get(JSON.stringify([scope.fiduciaryId, f.issuerName, f.market, f.stage]), () =>
      findIssuerIds(ctx.db, scope.fiduciaryId, filter),
    );
    if (f.issuerIds.length === 0) return empty;
  }
  if (f.kind === 'SECONDARY' && !secondaries) return empty;

  // Favorites are the user's, CLOSED access the entity's: counts are the user's, per entity.
  const caller = scope.userId;
  const shared = `${scope.entityId}|${sharedKey(f)}`;
  const pageKey = sharedKey(f);
  const sharedRows = {
    get: <T>(key: string, load: () => Promise<T>) => caches.pages.get(f.fiduciaryId, `${pageKey}${key}`, load),
  };
  const page = { ordering, limit: q.limit, offset: (q.page - 1) * q.limit, after, shared: sharedRows };
  const countOf = isPositivePreferenceFilter(f)
    ? caches.callerCounts.get(caller, `+${JSON.stringify([f.favorite, f.isDismissed])}${shared}`, () =>
        countVisible(ctx.db, f),
      )
    : Promise.all([
        caches.counts.get(sharedKey(f), () => countShared(ctx.db, f)),
        caches.callerCounts.get(caller, `-${f.favorite === 0 ? 0 : -1}${shared}`, () => countExcluded(ctx.db, f)),
      ]).then(([all, excluded]) => Math.max(0, all - excluded));
  const [count, rows] = await Promise.all([countOf, findOpportunityPage(ctx.db, f, page)]);

  const byId = await caches.issuers.resolve(
    scope.fiduciaryId,
    rows.map((r) => r.issuer_id),
    async (missing) => new Map((await findIssuerSummaries(ctx.db, scope.fiduciaryId, missing)).map((i) => [i.id, i])),
  );
  const results: OpportunityListItem[] = [];
  for (const row of rows) {
    const issuer = byId.get(row.issuer_id);
    // An issuer deleted since the page was read takes its opportunities with it (cascade).
    if (issuer) results.push(toListItem(row, issuer, marks.favoriteOf(row.id)));
  }
  const last = rows.at(-1);
  const next =
    isDefaultOrdering && rows.length === q.limit && last
      ? encodeCursor({ created_on: last.sort_key, id: last.id })
      : null;
  return { count, results, next };
}
