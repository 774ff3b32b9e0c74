import { useQuery } from '@tanstack/react-query';
import { qnaListQuery } from '#web/features/communications/api/list-qna.ts';

/** How many of the company's questions wait for an answer (a count: one row is read). */
export function useUnansweredCount(fidId: string, enabled: boolean) {
  return useQuery({
    ...qnaListQuery(fidId, { page: 1, limit: 1, has_response: 'false' }, 'tenant'),
    select: (answer) => answer.count,
    enabled: Boolean(fidId) && enabled,
  });
}
