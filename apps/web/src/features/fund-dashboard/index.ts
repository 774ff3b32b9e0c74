export { useDashboardStats } from './api/dashboard.ts';
export { FundStatCards } from './components/fund-stat-cards.tsx';
export { InvestorMapPanel } from './components/investor-map-panel.tsx';
