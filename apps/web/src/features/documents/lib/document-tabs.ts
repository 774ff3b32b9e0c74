import type { DocumentRecord, MyDocumentTab } from '@dl/contracts';
import type { DocumentItem } from '#web/components/kit/document-list/index.ts';

/** Tabs of 'Manage Documents', first one 'All' (spec 2: the type text is hidden on the first tab). */
export const DOCUMENT_TABS: readonly { value: MyDocumentTab; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'NDA', label: 'NDA' },
  { value: 'DEAL', label: 'Deal' },
  { value: 'DATA_ROOM', label: 'Data room' },
  { value: 'FIDUCIARY', label: 'Fiduciary' },
  { value: 'TAX', label: 'Tax' },
  { value: 'CAPITAL_CALL', label: 'Capital calls' },
];

export const FIRST_TAB: MyDocumentTab = 'ALL';

export function isDocumentTab(value: string | null): value is MyDocumentTab {
  return DOCUMENT_TABS.some((tab) => tab.value === value);
}

/** Documents addressed to one entity, read and signed through `fiduciary-documents/...`. */
const ADDRESSED = new Set(['FIDUCIARY', 'TAX', 'CAPITAL_CALL']);

/**
 * A listed record as the kit's document row. Addressed documents carry `fiduciary_document`, which
 * switches the kit to the spec 4 View rule for fiduciary documents.
 */
export function toDocumentItem(record: DocumentRecord): DocumentItem {
  return {
    ...record,
    fiduciary_document: ADDRESSED.has(record.document_class)
      ? { id: record.doc_id, name: record.document_name, description: record.description }
      : null,
  };
}
