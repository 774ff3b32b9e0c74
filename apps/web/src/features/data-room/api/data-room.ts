import { type DataRoomList, type FetchedDocument, getDataRoomRoute, getMyDocumentRoute } from '@dl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET investors/opportunities/{id}/data-room: 403 until my NDA is executed. */
const dataRoomQuery = (fidId: string, opportunityId: string) =>
  queryOptions({
    queryKey: ['data-room', fidId, opportunityId],
    queryFn: (): Promise<DataRoomList> => apiRequest(getDataRoomRoute, { params: { fidId, id: opportunityId } }),
  });

export function useDataRoom(fidId: string, opportunityId: string, enabled: boolean) {
  return useQuery({ ...dataRoomQuery(fidId, opportunityId), enabled });
}

/**
 * GET mydocuments/{doc_id}: the document with a short-lived signed link (audited as 'documents
 * viewed'). Read when opening, never cached: the link expires after a few minutes.
 */
export function fetchDocument(fidId: string, docId: string): Promise<FetchedDocument> {
  return apiRequest(getMyDocumentRoute, { params: { fidId, docId } });
}
