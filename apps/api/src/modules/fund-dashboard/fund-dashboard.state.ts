import { Gazetteer } from './gazetteer.ts';

/** The fund-dashboard module's state (AppContext.modules.fundDashboard). */
export interface FundDashboardState {
  /** The city gazetteer, started in its worker thread by the first map request (closed with the app). */
  gazetteer: Gazetteer;
}

export function createFundDashboard(): FundDashboardState {
  return { gazetteer: new Gazetteer() };
}

declare module '#api/lib/context.ts' {
  interface ModuleState {
    fundDashboard: FundDashboardState;
  }
}
