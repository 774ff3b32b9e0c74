import {
  listLedgerRoute,
  listPlansRoute,
  listStakeholdersRoute,
  listStockClassesRoute,
  listTermsRoute,
  ownershipByStakeholderRoute,
  summaryRoute,
} from '@dl/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { type CapParams, capKey } from '#web/features/captable/core/index.ts';

const NONE: CapParams = { fidId: '', issuerId: '' };
export type FdDefinition = 'FD' | 'OUTSTANDING_ONLY' | 'FD_INCL_CONVERTIBLES';

/** GET .../summary: by class, under a named fully-diluted definition. */
export function useSummary(p: CapParams | null, definition: FdDefinition) {
  return useQuery({
    queryKey: capKey(p ?? NONE, 'summary', definition),
    queryFn: async () => (await apiRequest(summaryRoute, { params: p as CapParams, query: { definition } })).data,
    placeholderData: keepPreviousData,
    enabled: p !== null,
  });
}

/** GET .../summary/stakeholders: top stakeholders, paged. */
export function useStakeholderOwnership(
  p: CapParams | null,
  query: { page: number; itemsPerPage: number; definition: FdDefinition },
) {
  return useQuery({
    queryKey: capKey(p ?? NONE, 'summary-stakeholders', query),
    queryFn: () => apiRequest(ownershipByStakeholderRoute, { params: p as CapParams, query }),
    placeholderData: keepPreviousData,
    enabled: p !== null,
  });
}

export interface LedgerQuery {
  page: number;
  itemsPerPage: number;
  type?: string;
  security_id?: string;
  from?: string;
  to?: string;
}

/** GET .../ledger: the transactions, newest first, filtered by type, security and dates. */
export function useLedger(p: CapParams | null, query: LedgerQuery) {
  return useQuery({
    queryKey: capKey(p ?? NONE, 'ledger', query),
    queryFn: () => apiRequest(listLedgerRoute, { params: p as CapParams, query }),
    placeholderData: keepPreviousData,
    enabled: p !== null,
  });
}

/** Stakeholders matching a search, 20 at a time (the draft form's searchable select). */
export function useStakeholderSearch(p: CapParams, search: string) {
  const query = { page: 1, itemsPerPage: 20, ...(search ? { search } : {}) };
  return useQuery({
    queryKey: capKey(p, 'stakeholders', query),
    queryFn: () => apiRequest(listStakeholdersRoute, { params: p, query }),
    placeholderData: keepPreviousData,
  });
}

export function useStockClasses(p: CapParams) {
  return useQuery({
    queryKey: capKey(p, 'stock-classes'),
    queryFn: async () => (await apiRequest(listStockClassesRoute, { params: p })).results,
  });
}

/** The equity plans an option may be granted under (the first 100; a company has a handful). */
export function usePlans(p: CapParams) {
  return useQuery({
    queryKey: capKey(p, 'plans', { page: 1, itemsPerPage: 100 }),
    queryFn: async () =>
      (await apiRequest(listPlansRoute, { params: p, query: { page: 1, itemsPerPage: 100 } })).results,
  });
}

export function useTerms(p: CapParams) {
  return useQuery({
    queryKey: capKey(p, 'terms'),
    queryFn: async () => (await apiRequest(listTermsRoute, { params: p })).results,
  });
}
