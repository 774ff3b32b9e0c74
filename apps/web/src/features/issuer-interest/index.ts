export {
  issuerNdaCountersignUrl,
  useDeclineIssuerNda,
  useNdasToCountersign,
} from './api/interest.ts';
export { DataRoomAnalytics } from './components/data-room-analytics.tsx';
export { HoldingsTable } from './components/holdings-table.tsx';
export { InvestorsPanel } from './components/investors-table.tsx';
export { useHasCaptableRole } from './lib/captable-access.ts';
