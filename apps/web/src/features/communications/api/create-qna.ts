import { type CreateQnaBody, createQnaRoute, type QnaItem } from '@dl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { qnaKey } from './list-qna.ts';

/** POST QnA: opportunity_id, request, optionally document_id and document_type (spec 7). */
async function createQna(fidId: string, body: CreateQnaBody): Promise<QnaItem> {
  return (await apiRequest(createQnaRoute, { params: { fidId }, body })).data;
}

export function useCreateQna(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQnaBody) => createQna(fidId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: qnaKey(fidId) }),
  });
}
