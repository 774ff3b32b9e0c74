import { fidAdminListQnaRoute, listQnaRoute, type QnaList, type QnaListQuery } from '@dl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { SerialGate } from '../lib/serial-gate.ts';

/** `tenant`: investors and issuers (`QnA`); `fid-admin`: the fund admin's `fid-admin/QnA` (spec 7). */
export type QnaScope = 'tenant' | 'fid-admin';

function listQna(fidId: string, query: QnaListQuery, scope: QnaScope = 'tenant'): Promise<QnaList> {
  const route = scope === 'fid-admin' ? fidAdminListQnaRoute : listQnaRoute;
  return apiRequest(route, { params: { fidId }, query });
}

/** Every QnA list of a tenant: a write (or a QUESTION_ANSWERED push) invalidates them all. */
export const qnaKey = (fidId: string) => ['qna', fidId] as const;

export const qnaListQuery = (fidId: string, query: QnaListQuery, scope: QnaScope, gate?: SerialGate) =>
  queryOptions({
    queryKey: [...qnaKey(fidId), scope, query],
    // Spec 4: no overlapping loads; one per key anyway (the query cache dedupes), and through the
    // gate a list's next load waits for the one in flight.
    queryFn: () => (gate ? gate.run(() => listQna(fidId, query, scope)) : listQna(fidId, query, scope)),
    placeholderData: keepPreviousData,
    enabled: Boolean(fidId),
  });
