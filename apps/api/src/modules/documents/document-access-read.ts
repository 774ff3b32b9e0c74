import type { Executor } from '#api/db/database.ts';
import type { DocClass } from '#api/db/schema.ts';
import { type DocumentAccess, decideDocumentAccess } from './document-access.ts';
import { findDiscoverableOpportunity, findNda } from './investor-access.ts';

/**
 * The document rule (`decideDocumentAccess`) for one document, with the facts it needs read for the
 * caller's current entity: whether the opportunity is discoverable and, for the data room, the NDA.
 * Every read of a document by an investor asks this (documents and files alike).
 */
export async function readDocumentAccess(
  db: Executor,
  who: { fiduciaryId: string; entityId: string },
  doc: { doc_class: DocClass; opportunity_id: string | null; entity_id: string | null },
  entityIds: readonly string[],
  isOwnSignedCopy = false,
): Promise<DocumentAccess> {
  const opportunityId = doc.opportunity_id;
  const [discoverable, nda] = opportunityId
    ? await Promise.all([
        findDiscoverableOpportunity(db, who.fiduciaryId, opportunityId, who.entityId),
        doc.doc_class === 'DATA_ROOM' ? findNda(db, who.fiduciaryId, opportunityId, who.entityId) : undefined,
      ])
    : [undefined, undefined];
  return decideDocumentAccess({
    docClass: doc.doc_class,
    addressedTo: doc.entity_id,
    opportunityDiscoverable: opportunityId ? Boolean(discoverable) : null,
    ndaStatus: nda?.status ?? null,
    entityIds,
    isOwnSignedCopy,
  });
}
