import {
  type FetchedDocument,
  getFiduciaryDocumentEsignRoute,
  getFiduciaryDocumentRoute,
  getMyDocumentRoute,
  listMyDocumentsRoute,
  type MyDocumentList,
  type MyDocumentListQuery,
} from '@dl/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const myDocumentsKey = (fidId: string) => ['my-documents', fidId] as const;

/** `GET mydocuments`: one tab of 'Manage Documents', paged and ordered. */
const myDocumentListQuery = (fidId: string, query: MyDocumentListQuery) =>
  queryOptions({
    queryKey: [...myDocumentsKey(fidId), query],
    queryFn: (): Promise<MyDocumentList> => apiRequest(listMyDocumentsRoute, { params: { fidId }, query }),
    placeholderData: keepPreviousData,
  });

export function useMyDocuments(fidId: string, query: MyDocumentListQuery) {
  return useQuery(myDocumentListQuery(fidId, query));
}

/*
 * Opening reads are never cached: each answer carries a link that expires after a few minutes, and
 * each read is the audited 'documents viewed'.
 */

/** `GET mydocuments/{doc_id}` (also `{signed_document_id}` for my signed copy). */
export function fetchMyDocument(fidId: string, docId: string): Promise<FetchedDocument> {
  return apiRequest(getMyDocumentRoute, { params: { fidId, docId } });
}

/** `GET fiduciary-documents/{doc_id}?entity_uid=`: the record with its link, as `fiduciary_document`. */
export async function fetchFiduciaryDocument(
  fidId: string,
  docId: string,
  entityUid?: string,
): Promise<FetchedDocument> {
  const query = entityUid ? { entity_uid: entityUid } : {};
  return (await apiRequest(getFiduciaryDocumentRoute, { params: { fidId, docId }, query })).fiduciary_document;
}

/** `GET fiduciary-documents/{doc_id}/esign?entity_uid=` -> `data.url` (the browser goes there). */
export async function fiduciaryEsignUrl(fidId: string, docId: string, entityUid?: string): Promise<string> {
  const query = entityUid ? { entity_uid: entityUid } : {};
  return (await apiRequest(getFiduciaryDocumentEsignRoute, { params: { fidId, docId }, query })).data.url;
}
