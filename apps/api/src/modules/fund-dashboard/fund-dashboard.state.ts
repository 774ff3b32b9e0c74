import type { DashboardLocations, DashboardStats } from '@dl/contracts';
import { SwrCache } from '#api/platform/swr-cache.ts';
import { Gazetteer } from './gazetteer.ts';

/** How long a tenant's figures are answered before a background refresh (stale-while-revalidate). */
const DASHBOARD_TTL_MS = 5000;

/** The fund-dashboard module's state (AppContext.modules.fundDashboard). */
export interface FundDashboardState {
  /** The city gazetteer, started in its worker thread by the first map request (closed with the app). */
  gazetteer: Gazetteer;
  /**
   * Each tenant's stat cards and map, kept DASHBOARD_TTL_MS (config DASHBOARD_CACHE): at 100,000
   * investments a dashboard is a dozen aggregates, too much to repeat for every staff member's visit.
   * Null when the setting is off.
   */
  stats: SwrCache<DashboardStats> | null;
  locations: SwrCache<DashboardLocations> | null;
}

export function createFundDashboard(options: { cache: boolean }): FundDashboardState {
  return {
    gazetteer: new Gazetteer(),
    stats: options.cache ? new SwrCache<DashboardStats>(DASHBOARD_TTL_MS, 1000) : null,
    locations: options.cache ? new SwrCache<DashboardLocations>(DASHBOARD_TTL_MS, 1000) : null,
  };
}

declare module '#api/lib/context.ts' {
  interface ModuleState {
    fundDashboard: FundDashboardState;
  }
}
