import { listPendingActionsRoute, type PendingAction, type PendingActionList } from '@dl/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { hrefForName } from '#web/lib/named-routes.ts';

/**
 * `GET investors/actions`: the caller's pending actions, the one list behind the dashboard's Pending
 * actions count, its Actions card and the bell's Actions tab (ADR 0033). Under the tenant's
 * investment key, so a payment or deal change refreshes it with the dashboard cards.
 */
/** Every investment-derived answer of a tenant (portfolio, dashboard cards, pending actions) starts with this key. */
export const investmentsKey = (fidId: string) => ['investments', fidId] as const;

const pendingActionsKey = (fidId: string) => [...investmentsKey(fidId), 'actions'] as const;

const pendingActionsQuery = (fidId: string, page: number, limit: number) =>
  queryOptions({
    queryKey: [...pendingActionsKey(fidId), { page, limit }],
    queryFn: (): Promise<PendingActionList> =>
      apiRequest(listPendingActionsRoute, { params: { fidId }, query: { page, limit } }),
    placeholderData: keepPreviousData,
    enabled: fidId !== '',
  });

export function usePendingActions(fidId: string, { page, limit }: { page: number; limit: number }) {
  return useQuery(pendingActionsQuery(fidId, page, limit));
}

/** Where an action is done: the transaction of a payment, the Documents page of a signature. */
export function pendingActionHref(action: Pick<PendingAction, 'navigate_to' | 'resource_id'>): string {
  return action.navigate_to === 'Transaction' && action.resource_id
    ? hrefForName('Transaction', { id: action.resource_id })
    : hrefForName(action.navigate_to);
}
