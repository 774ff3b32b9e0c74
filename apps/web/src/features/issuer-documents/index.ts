export { CompanyDocuments } from './components/company-documents.tsx';
export { OpportunityDocumentsPanel } from './components/opportunity-documents-panel.tsx';
