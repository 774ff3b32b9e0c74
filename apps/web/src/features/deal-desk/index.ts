export { countersignEsignUrl, useDeal, useFreshDeal } from './api/deals.ts';
export { DealActions } from './components/deal-actions.tsx';
export { DealDocuments } from './components/deal-documents.tsx';
export { DealList } from './components/deal-list.tsx';
export { DealSummary } from './components/deal-summary.tsx';
export { FailedSealsPanel } from './components/failed-seals-panel.tsx';
export { type DealFilters, dealFiltersFrom, dealFiltersSearch } from './lib/deal-filters.ts';
