import {
  type DashboardLocations,
  type DashboardStats,
  getDashboardLocationsRoute,
  getDashboardStatsRoute,
} from '@dl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET fid-admin/dashboard: the stat cards' figures. */
const dashboardStatsQuery = (fidId: string) =>
  queryOptions({
    queryKey: ['fund-dashboard', fidId, 'stats'],
    queryFn: (): Promise<DashboardStats> => apiRequest(getDashboardStatsRoute, { params: { fidId } }),
  });

/** GET fid-admin/dashboard/locations: the map's cities and the tile server setting. */
const dashboardLocationsQuery = (fidId: string) =>
  queryOptions({
    queryKey: ['fund-dashboard', fidId, 'locations'],
    queryFn: (): Promise<DashboardLocations> => apiRequest(getDashboardLocationsRoute, { params: { fidId } }),
  });

export function useDashboardStats(fidId: string) {
  return useQuery({ ...dashboardStatsQuery(fidId), enabled: fidId !== '' });
}

export function useDashboardLocations(fidId: string) {
  return useQuery({ ...dashboardLocationsQuery(fidId), enabled: fidId !== '' });
}
