/** The cap-table portal's securities, ledger, requests and home summary (issue 17, ADR 0032). */
export { SecuritiesList } from './components/securities-list.tsx';
export { capHref } from './lib/hrefs.ts';
export { useSecurity } from './api/securities.ts';
export { DraftForm } from './components/draft-form.tsx';
export { SecurityView } from './components/security-view.tsx';
export { LedgerTable } from './components/ledger-table.tsx';
export { RequestsTable } from './components/requests-table.tsx';
export { CapTableHome } from './components/cap-table-home.tsx';
