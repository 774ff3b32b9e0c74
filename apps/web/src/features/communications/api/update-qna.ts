import { type QnaItem, type QnaSource, updateQnaRoute } from '@dl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { qnaKey } from './list-qna.ts';

/** PATCH QnA/{id}?source=: the asker's new text. */
async function updateQna(fidId: string, item: { id: string; source: QnaSource }, request: string): Promise<QnaItem> {
  const res = await apiRequest(updateQnaRoute, {
    params: { fidId, id: item.id },
    query: { source: item.source },
    body: { request },
  });
  return res.data;
}

export function useUpdateQna(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, request }: { item: { id: string; source: QnaSource }; request: string }) =>
      updateQna(fidId, item, request),
    onSuccess: () => client.invalidateQueries({ queryKey: qnaKey(fidId) }),
  });
}
