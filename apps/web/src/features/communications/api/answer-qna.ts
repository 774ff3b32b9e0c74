import { fidAdminAnswerQnaRoute, type QnaItem, type QnaSource, updateQnaRoute } from '@dl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { type QnaScope, qnaKey } from './list-qna.ts';

/** The issuer side's answer: PATCH QnA/{id}?source= or, for the fund admin, fid-admin/QnA/{id}?source=. */
async function answerQna(
  fidId: string,
  scope: QnaScope,
  item: { id: string; source: QnaSource },
  response: string,
): Promise<QnaItem> {
  const input = { params: { fidId, id: item.id }, query: { source: item.source } };
  const res =
    scope === 'fid-admin'
      ? await apiRequest(fidAdminAnswerQnaRoute, { ...input, body: { response } })
      : await apiRequest(updateQnaRoute, { ...input, body: { response } });
  return res.data;
}

export function useAnswerQna(fidId: string, scope: QnaScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, response }: { item: { id: string; source: QnaSource }; response: string }) =>
      answerQna(fidId, scope, item, response),
    onSuccess: () => client.invalidateQueries({ queryKey: qnaKey(fidId) }),
  });
}
