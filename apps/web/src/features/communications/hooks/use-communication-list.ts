import { QNA_PAGE_SIZE, type QnaListQuery } from '@dl/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type QnaScope, qnaListQuery } from '../api/list-qna.ts';
import { createSerialGate } from '../lib/serial-gate.ts';
import { QNA_FILTER_DEBOUNCE_MS } from '../lib/texts.ts';

/** The filters a user changes (debounced); `opportunityId` of a page that shows one opportunity is fixed. */
export interface QnaFilterValues {
  search?: string;
  opportunityId?: string | null;
  hasResponse?: boolean | null;
}

export interface UseCommunicationListOptions {
  fidId: string;
  scope?: QnaScope;
  /** The opportunity the list belongs to (not debounced: it is the list's own context). */
  opportunityId?: string;
  filters?: QnaFilterValues;
  pageSize?: number;
}

/** The list's query: spec 9 sorting by modified_on (newest first), the page and the filters. */
export function toListQuery(
  filters: QnaFilterValues,
  paging: { page: number; limit: number },
  opportunityId?: string,
): QnaListQuery {
  const query: QnaListQuery = { page: paging.page, limit: paging.limit, ordering: '-modified_on' };
  const opportunity = opportunityId ?? filters.opportunityId ?? undefined;
  if (opportunity) query.opportunity_id = opportunity;
  if (filters.hasResponse !== undefined && filters.hasResponse !== null) {
    query.has_response = filters.hasResponse ? 'true' : 'false';
  }
  const search = filters.search?.trim();
  if (search) query.search = search;
  return query;
}

/**
 * Spec 4 "Communication list": filters debounced 500 ms; a change of them resets the page (the page
 * belongs to the filters it was chosen under, so the first load after a change is already page 1);
 * no overlapping loads (the list's serial gate); keeps the last page on screen while the next loads.
 */
export function useCommunicationList({
  fidId,
  scope = 'tenant',
  opportunityId,
  filters = {},
  pageSize = QNA_PAGE_SIZE,
}: UseCommunicationListOptions) {
  const [filterKey] = useDebouncedValue(JSON.stringify(filters), QNA_FILTER_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ page: 1, limit: pageSize, key: filterKey });
  const current = paging.key === filterKey ? paging : { page: 1, limit: paging.limit, key: filterKey };
  const [gate] = useState(createSerialGate);
  const query = toListQuery(JSON.parse(filterKey) as QnaFilterValues, current, opportunityId);
  const result = useQuery(qnaListQuery(fidId, query, scope, gate));
  return {
    ...result,
    query,
    page: current.page,
    limit: current.limit,
    setPage: (page: number) => setPaging({ ...current, page }),
    // Spec 4 "Paginator": changing items per page resets to page 1.
    setLimit: (limit: number) => setPaging({ page: 1, limit, key: filterKey }),
  };
}
