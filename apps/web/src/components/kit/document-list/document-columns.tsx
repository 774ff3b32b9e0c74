import { formatCode, formatDate } from '@dl/domain';
import { Text } from '@mantine/core';
import type { DataTableColumn } from '../data-table/data-table-column.ts';
import { type DocumentActionHandlers, DocumentActionButtons } from './document-action-buttons.tsx';
import type { DocumentItem } from './document-item.ts';
import { DocumentName, type OpportunityHref } from './document-name.tsx';

export interface DocumentColumnsOptions extends DocumentActionHandlers {
  /** Spec 2: the type column is hidden on the first tab. */
  hideType?: boolean;
  getOpportunityHref?: OpportunityHref;
}

/** Columns of a document row (spec 2): modified date, name, type, actions. Usable with DataTable. */
export function documentColumns({
  hideType = false,
  getOpportunityHref,
  ...handlers
}: DocumentColumnsOptions = {}): DataTableColumn<DocumentItem>[] {
  const columns: (DataTableColumn<DocumentItem> | null)[] = [
    {
      key: 'modified_on',
      header: 'Modified',
      sortField: 'modified_on',
      width: 120,
      cell: (doc) => <Text size="sm">{formatDate(doc.modified_on)}</Text>,
    },
    {
      key: 'name',
      header: 'Name',
      sortField: 'document_name',
      cell: (doc) => <DocumentName doc={doc} getOpportunityHref={getOpportunityHref} />,
    },
    hideType
      ? null
      : {
          key: 'document_type',
          header: 'Type',
          sortField: 'document_type',
          cell: (doc) => (
            <Text size="sm" c="dimmed">
              {formatCode(doc.document_type)}
            </Text>
          ),
        },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (doc) => <DocumentActionButtons doc={doc} {...handlers} />,
    },
  ];
  return columns.filter((column) => column !== null);
}
