import type { DocumentAnalytics } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { CompanyMemberships } from '#api/plugins/guards/index.ts';
import { findDataRoomDocuments, findDocumentReaders, type ReaderRow } from './analytics.repository.ts';
import { requireCompanyOpportunity } from './interest.service.ts';

const iso = (d: Date) => new Date(d).toISOString();
const nameOf = (r: ReaderRow) => `${r.first_name} ${r.last_name}`.trim() || r.email;

/**
 * `GET issuers/opportunities/:id/data-room-analytics`: per data-room document its views, distinct
 * viewers (people), last view, and its readers (person, the entity they read for, how often, first
 * and last), most recent reader first. Documents nobody opened are listed with zeros.
 */
export async function getDataRoomAnalytics(
  ctx: AppContext,
  memberships: CompanyMemberships,
  opportunityId: string,
): Promise<{ results: DocumentAnalytics[] }> {
  await requireCompanyOpportunity(ctx, memberships, opportunityId);
  const documents = await findDataRoomDocuments(ctx.db, memberships.fiduciaryId, opportunityId);
  const readers = await findDocumentReaders(
    ctx.db,
    memberships.fiduciaryId,
    documents.map((d) => d.id),
  );
  const byDocument = new Map<string, ReaderRow[]>();
  for (const r of readers) byDocument.set(r.document_id, [...(byDocument.get(r.document_id) ?? []), r]);
  const results = documents.map((doc) => {
    const own = byDocument.get(doc.id) ?? [];
    const last = own[0]?.last_viewed_on ?? null;
    return {
      document: { id: doc.id, name: doc.name, category: doc.category },
      views: own.reduce((sum, r) => sum + Number(r.views), 0),
      viewers: new Set(own.map((r) => r.user_id)).size,
      last_viewed_on: last === null ? null : iso(last),
      readers: own.map((r) => ({
        user: { id: r.user_id, name: nameOf(r) },
        entity: r.entity_id && r.entity_name ? { id: r.entity_id, name: r.entity_name } : null,
        views: Number(r.views),
        first_viewed_on: iso(r.first_viewed_on),
        last_viewed_on: iso(r.last_viewed_on),
      })),
    };
  });
  return { results };
}
