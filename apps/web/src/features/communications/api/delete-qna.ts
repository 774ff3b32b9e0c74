import { deleteQnaRoute, type QnaSource } from '@dl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { qnaKey } from './list-qna.ts';

/** DELETE QnA/{id}?source=. */
async function deleteQna(fidId: string, item: { id: string; source: QnaSource }): Promise<string> {
  const res = await apiRequest(deleteQnaRoute, { params: { fidId, id: item.id }, query: { source: item.source } });
  return res.detail;
}

export function useDeleteQna(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: { id: string; source: QnaSource }) => deleteQna(fidId, item),
    onSuccess: () => client.invalidateQueries({ queryKey: qnaKey(fidId) }),
  });
}
