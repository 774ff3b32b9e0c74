import {
  buildPath,
  captableSsoTokenRoute,
  inviteHolderRoute,
  listHoldersRoute,
  listScenariosRoute,
  myHoldingsRoute,
  ocfExportRoute,
  vestingOverviewRoute,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { capKey, capTableKey, type CapParams, downloadWithBearer } from '#web/features/captable/core/index.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export interface Page {
  page: number;
  itemsPerPage: number;
}

export function useVestingOverview(params: CapParams, page: Page) {
  return useQuery({
    queryKey: capKey(params, 'vesting', page),
    queryFn: () => apiRequest(vestingOverviewRoute, { params, query: page }),
    placeholderData: keepPreviousData,
  });
}

export function useScenarios(params: CapParams) {
  return useQuery({
    queryKey: capKey(params, 'scenarios'),
    queryFn: () => apiRequest(listScenariosRoute, { params }),
  });
}

export function useHolders(params: CapParams, page: Page) {
  return useQuery({
    queryKey: capKey(params, 'holders', page),
    queryFn: () => apiRequest(listHoldersRoute, { params, query: page }),
    placeholderData: keepPreviousData,
  });
}

export function useInviteHolder(params: CapParams) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (stakeholderId: string) =>
      (await apiRequest(inviteHolderRoute, { params: { ...params, stakeholderId } })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: capTableKey(params.fidId) }),
  });
}

/** A holder's own securities in every company of this tenant. */
export function useMyHoldings(fidId: string) {
  return useQuery({
    queryKey: [...capTableKey(fidId), 'my-holdings'],
    queryFn: () => apiRequest(myHoldingsRoute, { params: { fidId } }),
    enabled: Boolean(fidId),
  });
}

/** GET .../ocf/export: the OCF v1.2.0 package as a ZIP, saved by the browser. */
export function downloadOcfPackage(params: CapParams): Promise<void> {
  return downloadWithBearer(buildPath(ocfExportRoute.url, params), 'application/zip', 'ocf-package.zip');
}

/** POST investor/captable/sso-token: a one-minute, single-use address of the holder's view. */
export async function requestCapTableHandoff(fidId: string): Promise<string> {
  return (await apiRequest(captableSsoTokenRoute, { params: { fidId }, body: {} })).data.url;
}
