import type { MyDocumentList, myDocumentListQuerySchema } from '@dl/contracts';
import type { z } from 'zod';
import type { AppContext } from '#api/lib/context.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { toDocumentRecord } from './documents.mapper.ts';
import { findEntityUid } from './documents.repository.ts';
import { countMyDocuments, findMyDocumentPage } from './my-documents.repository.ts';

type Query = z.output<typeof myDocumentListQuerySchema>;

/** `GET mydocuments`: one page of the documents the token's current entity may see (readers included). */
export async function listMyDocuments(ctx: AppContext, scope: InvestorScope, query: Query): Promise<MyDocumentList> {
  const filter = { fiduciaryId: scope.fiduciaryId, entityId: scope.entityId, tab: query.tab, pending: query.pending };
  const [count, rows, entity] = await Promise.all([
    countMyDocuments(ctx.db, filter),
    findMyDocumentPage(ctx.db, filter, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      ordering: query.ordering,
    }),
    findEntityUid(ctx.db, scope.fiduciaryId, scope.entityId),
  ]);
  const entityUid = entity?.trellis_uid ?? null;
  return {
    count,
    results: rows.map((row) => toDocumentRecord(row, { signedDocumentId: row.signed_document_id, entityUid })),
  };
}
