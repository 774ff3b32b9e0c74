import type { FetchedDocument } from '@dl/contracts';
import { type DocumentItem, isFiduciaryDocument } from '#web/components/kit/document-list/index.ts';
import { fetchFiduciaryDocument, fetchMyDocument, fiduciaryEsignUrl } from '../api/my-documents.ts';

/** Spec 8 texts of the document actions. */
export const DOCUMENT_LOAD_FAILED = 'Failed to load document';
export const DOCUMENT_SIGN_FAILED = 'Failed to sign document';
export const REDIRECTING = 'Redirecting...';

const entityUid = (doc: DocumentItem) => doc.entity?.trellis_uid ?? undefined;

/**
 * View (spec 7 "Documents"): a fiduciary document through `fiduciary-documents/{doc_id}?entity_uid=`,
 * any other through `mydocuments/{doc_id}`. Both answer a short-lived link for the viewer.
 */
export function loadForView(fidId: string, doc: DocumentItem): Promise<FetchedDocument> {
  return isFiduciaryDocument(doc)
    ? fetchFiduciaryDocument(fidId, doc.doc_id, entityUid(doc))
    : fetchMyDocument(fidId, doc.doc_id);
}

/** View Signed: `mydocuments/{signed_document_id}` (the link then points at my signed copy). */
export function loadSignedForView(fidId: string, doc: DocumentItem): Promise<FetchedDocument> {
  return fetchMyDocument(fidId, doc.signed_document_id ?? doc.doc_id);
}

export type SignTarget = { kind: 'url'; url: string } | { kind: 'opportunity'; opportunityId: string };

/**
 * Sign: a fiduciary document opens its ceremony (`.../esign?entity_uid=` -> data.url, shown as
 * 'Redirecting...'); an NDA or deal document is signed from its opportunity page, where the pre-form
 * and the ceremony of the deal flow live.
 */
export async function signTarget(fidId: string, doc: DocumentItem): Promise<SignTarget> {
  if (isFiduciaryDocument(doc)) return { kind: 'url', url: await fiduciaryEsignUrl(fidId, doc.doc_id, entityUid(doc)) };
  if (doc.opportunity_id) return { kind: 'opportunity', opportunityId: doc.opportunity_id };
  throw new Error(DOCUMENT_SIGN_FAILED);
}
