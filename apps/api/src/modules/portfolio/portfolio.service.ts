import type { PortfolioList, PortfolioOpportunity, PortfolioSummary } from '@dl/contracts';
import { summarize, totalsOf } from '@dl/domain';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { readableEntities } from '#api/lib/readable-entities.ts';
import { toDocumentRecord } from '../documents/index.ts';
import { groupMarks, toPosition, toPositionInput } from './portfolio.mapper.ts';
import {
  findAllPositions,
  findMarks,
  findOpportunityHeader,
  findPositionDocuments,
  findPositionsByIds,
  findSignedNdaFileId,
  type MarkRow,
  type PositionFilters,
  type PositionRow,
} from './portfolio.repository.ts';

export interface PortfolioFilterInput {
  is_primary?: boolean | undefined;
  sector?: string | undefined;
  stage?: string | undefined;
  type?: string | undefined;
  entity_id?: string | undefined;
}

/** Entities the caller stands for (viewers too), narrowed to `entity_id` when given. */
async function filtersFor(
  ctx: AppContext,
  scope: InvestorScope,
  input: PortfolioFilterInput,
): Promise<PositionFilters> {
  const readable = await readableEntities(ctx, scope);
  const entityIds = input.entity_id ? readable.filter((id) => id === input.entity_id) : readable;
  return {
    fiduciaryId: scope.fiduciaryId,
    entityIds,
    isPrimary: input.is_primary,
    sector: input.sector,
    stage: input.stage,
    type: input.type,
  };
}

async function marksOf(ctx: AppContext, fiduciaryId: string, rows: readonly PositionRow[]) {
  const ids = [...new Set(rows.map((r) => r.opportunity_id))];
  return groupMarks(await findMarks(ctx.db, fiduciaryId, ids));
}

/**
 * Spec 7 `GET portfolio`: a page of positions, newest executed first unless asked otherwise. The page
 * is a slice of the caller's cached position index (position-index.ts), read by primary key.
 */
export async function listPortfolio(
  ctx: AppContext,
  scope: InvestorScope,
  query: PortfolioFilterInput & { page: number; limit: number; ordering: string },
): Promise<PortfolioList> {
  const filters = await filtersFor(ctx, scope, query);
  const ids = await ctx.modules.portfolio.positions.get(ctx, filters, query.ordering);
  const offset = (query.page - 1) * query.limit;
  const rows = await findPositionsByIds(ctx.db, filters, ids.slice(offset, offset + query.limit));
  const opportunityIds = [...new Set(rows.map((r) => r.opportunity_id))];
  const marks = groupMarks([...(await cachedMarks(ctx, scope.fiduciaryId, opportunityIds)).values()].flat());
  return { count: ids.length, results: rows.map((r) => toPosition(r, marks)) };
}

/** The marks of `opportunityIds` through the module's memo; the missing ones in one query. */
function cachedMarks(ctx: AppContext, fiduciaryId: string, opportunityIds: readonly string[]) {
  return ctx.modules.portfolio.marks.resolve(fiduciaryId, opportunityIds, async (missing) => {
    const byOpportunity = new Map<string, MarkRow[]>(missing.map((id) => [id, []]));
    for (const row of await findMarks(ctx.db, fiduciaryId, missing)) byOpportunity.get(row.opportunity_id)?.push(row);
    return byOpportunity;
  });
}

/** `GET portfolio/opportunities/:id`: 404 unless the caller's entities hold a position in it. */
export async function getPortfolioOpportunity(
  ctx: AppContext,
  scope: InvestorScope,
  opportunityId: string,
): Promise<{ data: PortfolioOpportunity }> {
  const filters = { ...(await filtersFor(ctx, scope, {})), opportunityId };
  const rows = await findAllPositions(ctx.db, filters);
  const header = rows.length > 0 ? await findOpportunityHeader(ctx.db, scope.fiduciaryId, opportunityId) : undefined;
  if (!header) throw notFound();
  const entityIds = [...new Set(rows.map((r) => r.entity_id))];
  const [marks, documents, signedNda] = await Promise.all([
    marksOf(ctx, scope.fiduciaryId, rows),
    findPositionDocuments(ctx.db, scope.fiduciaryId, opportunityId, entityIds),
    findSignedNdaFileId(ctx.db, scope.fiduciaryId, opportunityId, entityIds),
  ]);
  const signedDeal = rows.map((r) => r.countersigned_file_id ?? r.signed_file_id).find((id) => id !== null) ?? null;
  const signedCopy = (docClass: string) => (docClass === 'NDA' ? signedNda : docClass === 'DEAL' ? signedDeal : null);
  return {
    data: {
      opportunity: {
        id: header.id,
        name: header.name,
        short_desc: header.short_desc,
        opportunity_type: header.opportunity_type,
        type: header.type,
        issuer: { id: header.issuer_id, name: header.issuer_name },
        sector: header.sector,
        stage: header.stage,
      },
      totals: totalsOf(rows.map((r) => toPositionInput(r, marks))),
      positions: rows.map((r) => toPosition(r, marks)),
      documents: documents.map((d) =>
        toDocumentRecord(
          { ...d, mime_type: '' },
          { signedDocumentId: signedCopy(d.doc_class), entityUid: d.entity_trellis_uid ?? null },
        ),
      ),
    },
  };
}

/** `POST portfolio/summary`: totals, the three groupings and a monthly value line. */
export async function summarizePortfolio(
  ctx: AppContext,
  scope: InvestorScope,
  input: PortfolioFilterInput & { months?: number | undefined },
  today = new Date().toISOString().slice(0, 10),
): Promise<{ data: PortfolioSummary }> {
  const rows = await findAllPositions(ctx.db, await filtersFor(ctx, scope, input));
  const marks = await marksOf(ctx, scope.fiduciaryId, rows);
  return {
    data: summarize(
      rows.map((r) => toPositionInput(r, marks)),
      today,
      input.months ?? 12,
    ),
  };
}
