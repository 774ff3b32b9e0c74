import { publishQnaRoute } from '@dl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { qnaKey } from './list-qna.ts';

/** POST issuers/QnA/{id}/publish {published}: every investor of the opportunity sees it, the asker unnamed. */
export function usePublishQna(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      apiRequest(publishQnaRoute, { params: { fidId, qnaId: id }, body: { published } }),
    onSuccess: () => client.invalidateQueries({ queryKey: qnaKey(fidId) }),
  });
}
