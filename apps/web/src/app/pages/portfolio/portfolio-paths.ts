import { PORTALS } from '@dl/domain';

const BASE = `/${PORTALS.INVESTOR}`;
const id = (value: string) => encodeURIComponent(value);

/** Investor routes of issue 5 (spec 2 table), for links between the portfolio screens. */
export const portfolioPaths = {
  dashboard: `${BASE}/`,
  portfolios: `${BASE}/portfolios`,
  positions: `${BASE}/portfolios/positions-balances`,
  tradingActivity: `${BASE}/portfolios/trading-activity`,
  summary: `${BASE}/portfolio-summary`,
  documents: `${BASE}/documents`,
  transactions: `${BASE}/transact`,
  transaction: (investmentId: string) => `${BASE}/transact/${id(investmentId)}`,
  position: (opportunityId: string) => `${BASE}/portfolio/${id(opportunityId)}`,
  positionDocuments: (opportunityId: string) => `${BASE}/portfolio/${id(opportunityId)}/documents`,
};
