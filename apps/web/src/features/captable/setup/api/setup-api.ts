import {
  adjustAuthorizedRoute,
  amendPlanRoute,
  createPlanRoute,
  createStakeholderRoute,
  createStockClassRoute,
  getPlanRoute,
  listPlansRoute,
  listSecuritiesRoute,
  listStakeholdersRoute,
  listStockClassesRoute,
  listTermsRoute,
  type PlanBody,
  type StakeholderBody,
  type StockClassBody,
  updateStakeholderRoute,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CapParams, capKey, capTableKey, sendForm } from '#web/features/captable/core/index.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** After any change (every query here sits under `capKey`): every list and figure of the cap table is read again. */
function useInvalidate(params: CapParams) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: capTableKey(params.fidId) });
}

// --- Stakeholders -------------------------------------------------------------------------------------

export interface Page {
  page: number;
  itemsPerPage: number;
}

export function useStakeholders(params: CapParams, page: Page & { search?: string }) {
  return useQuery({
    queryKey: capKey(params, 'stakeholders', page),
    queryFn: () => apiRequest(listStakeholdersRoute, { params, query: page }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveStakeholder(params: CapParams, stakeholderId: string | null) {
  const invalidate = useInvalidate(params);
  return useMutation({
    mutationFn: async (body: StakeholderBody) =>
      stakeholderId
        ? (await sendForm(updateStakeholderRoute, { ...params, stakeholderId }, body)).data
        : (await sendForm(createStakeholderRoute, params, body)).data,
    onSuccess: invalidate,
  });
}

// --- Terms and classes --------------------------------------------------------------------------------

export function useTerms(params: CapParams) {
  return useQuery({
    queryKey: capKey(params, 'terms'),
    queryFn: () => apiRequest(listTermsRoute, { params }),
  });
}

export function useStockClasses(params: CapParams) {
  return useQuery({
    queryKey: capKey(params, 'stock-classes'),
    queryFn: () => apiRequest(listStockClassesRoute, { params }),
  });
}

export function useCreateStockClass(params: CapParams) {
  const invalidate = useInvalidate(params);
  return useMutation({
    mutationFn: async (body: StockClassBody) => (await sendForm(createStockClassRoute, params, body)).data,
    onSuccess: invalidate,
  });
}

export function useAdjustAuthorized(params: CapParams, classId: string) {
  const invalidate = useInvalidate(params);
  return useMutation({
    mutationFn: async (body: { authorized: string; date: string }) =>
      (await sendForm(adjustAuthorizedRoute, { ...params, classId }, body)).data,
    onSuccess: invalidate,
  });
}

// --- Plans ------------------------------------------------------------------------------------------

export function usePlans(params: CapParams, page: Page) {
  return useQuery({
    queryKey: capKey(params, 'plans', page),
    queryFn: () => apiRequest(listPlansRoute, { params, query: page }),
    placeholderData: keepPreviousData,
  });
}

export function usePlan(params: CapParams, planId: string) {
  return useQuery({
    queryKey: capKey(params, 'plan', planId),
    queryFn: async () => (await apiRequest(getPlanRoute, { params: { ...params, planId } })).data,
  });
}

export function useCreatePlan(params: CapParams) {
  const invalidate = useInvalidate(params);
  return useMutation({
    mutationFn: async (body: PlanBody) => (await sendForm(createPlanRoute, params, body)).data,
    onSuccess: invalidate,
  });
}

export function useAmendPlan(params: CapParams, planId: string) {
  const invalidate = useInvalidate(params);
  return useMutation({
    mutationFn: async (body: { reserved: string; date: string }) =>
      (await sendForm(amendPlanRoute, { ...params, planId }, body)).data,
    onSuccess: invalidate,
  });
}

/** The plan's grants: the securities list filtered by plan_id, paged on the server. */
export function usePlanGrants(params: CapParams, planId: string, page: Page) {
  return useQuery({
    queryKey: capKey(params, 'securities', { plan_id: planId, ...page }),
    queryFn: () => apiRequest(listSecuritiesRoute, { params, query: { plan_id: planId, ...page } }),
    placeholderData: keepPreviousData,
  });
}
