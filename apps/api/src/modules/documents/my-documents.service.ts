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

/**
 * The documents awaiting the entity's signature (the `pending=true` rule, ADR 0033): how many, and the
 * first `limit` of them, oldest change first. The investor's pending actions are built on it.
 */
export async function findDocumentsAwaitingSignature(
  db: AppContext['db'],
  scope: { fiduciaryId: string; entityId: string },
  limit: number,
) {
  const filter = { ...scope, tab: 'ALL' as const, pending: true };
  const [count, rows] = await Promise.all([
    countMyDocuments(db, filter),
    findMyDocumentPage(db, filter, { limit, offset: 0, ordering: 'modified_on' }),
  ]);
  return { count, rows };
}
