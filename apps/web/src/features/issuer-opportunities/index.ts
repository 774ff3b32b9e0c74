export { useIssuerOpportunities, useIssuerOpportunity } from './api/opportunities.ts';
export { OpportunityActions } from './components/opportunity-actions.tsx';
export { OpportunityDetails } from './components/opportunity-details.tsx';
export { OpportunityForm } from './components/opportunity-form.tsx';
export { IssuerOpportunityList } from './components/opportunity-list.tsx';
export { ReviewPanel } from './components/review-panel.tsx';
export { StatusBadges } from './components/status-badges.tsx';
export { TearsheetSharing } from './components/tearsheet-sharing.tsx';
export { LOAD_FAILED } from './lib/labels.ts';
