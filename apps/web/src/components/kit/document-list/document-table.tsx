import { Center, Table, Text, VisuallyHidden } from '@mantine/core';
import type { DataTableColumn } from '../data-table/data-table-column.ts';
import type { DocumentItem } from './document-item.ts';

export interface DocumentTableProps {
  documents: readonly DocumentItem[];
  columns: readonly DataTableColumn<DocumentItem>[];
  label: string;
  emptyText: string;
}

/** Table layout without paging; for server paging use DataTable with documentColumns(). */
export function DocumentTable({ documents, columns, label, emptyText }: DocumentTableProps) {
  return (
    <Table.ScrollContainer minWidth={520}>
      {/* No stripes or hover shading: brand-coloured links are only sure of 4.5:1 on white. */}
      <Table verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} w={c.width} ta={c.align}>
                {c.hideHeader ? <VisuallyHidden>{c.header}</VisuallyHidden> : c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Center py="lg">
                  <Text c="dimmed">{emptyText}</Text>
                </Center>
              </Table.Td>
            </Table.Tr>
          ) : (
            documents.map((doc) => (
              <Table.Tr key={doc.doc_id}>
                {columns.map((c) => (
                  <Table.Td key={c.key} ta={c.align}>
                    {c.cell(doc)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
