import { Center, SimpleGrid, Text } from '@mantine/core';
import { EMPTY_TABLE_TEXT } from '../data-table/data-table.tsx';
import type { DocumentActionHandlers } from './document-action-buttons.tsx';
import { DocumentCard } from './document-card.tsx';
import { documentColumns } from './document-columns.tsx';
import type { DocumentItem } from './document-item.ts';
import type { OpportunityHref } from './document-name.tsx';
import { DocumentTable } from './document-table.tsx';
import { DocumentTree } from './document-tree.tsx';

export const DOCUMENT_LAYOUTS = ['card', 'table', 'tree'] as const;
export type DocumentLayout = (typeof DOCUMENT_LAYOUTS)[number];

export interface DocumentListProps extends DocumentActionHandlers {
  documents: readonly DocumentItem[];
  layout: DocumentLayout;
  /** Accessible name of the list, e.g. 'Deal documents'. */
  label: string;
  /** Spec 2: the type text is hidden on the first tab. */
  hideType?: boolean;
  getOpportunityHref?: OpportunityHref;
  emptyText?: string;
}

/** Spec 2 "Document list item" in card, table or tree-view layout. */
export function DocumentList({
  documents,
  layout,
  label,
  hideType = false,
  getOpportunityHref,
  emptyText = EMPTY_TABLE_TEXT,
  ...handlers
}: DocumentListProps) {
  if (layout === 'table') {
    const columns = documentColumns({ hideType, getOpportunityHref, ...handlers });
    return <DocumentTable documents={documents} columns={columns} label={label} emptyText={emptyText} />;
  }
  if (documents.length === 0) {
    return (
      <Center py="lg">
        <Text c="dimmed">{emptyText}</Text>
      </Center>
    );
  }
  if (layout === 'tree') {
    return (
      <DocumentTree
        documents={documents}
        label={label}
        hideType={hideType}
        getOpportunityHref={getOpportunityHref}
        {...handlers}
      />
    );
  }
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      p={0}
      m={0}
      aria-label={label}
      style={{ listStyle: 'none' }}
    >
      {documents.map((doc) => (
        <li key={doc.doc_id}>
          <DocumentCard doc={doc} hideType={hideType} getOpportunityHref={getOpportunityHref} {...handlers} />
        </li>
      ))}
    </SimpleGrid>
  );
}
