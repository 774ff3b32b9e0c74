import { Box, Center, Group, Loader, LoadingOverlay, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { DataTableColumn } from './data-table-column.ts';
import { SortHeader } from './sort-header.tsx';
import { TablePager } from './table-pager.tsx';
import { nextOrdering, type TableQuery } from './table-query.ts';
import { useScrollHint } from './use-scroll-hint.ts';

export const EMPTY_TABLE_TEXT = 'No data';

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** Count of all rows on the server, not only this page. */
  total: number;
  getRowKey: (row: T) => string;
  /** Current page, page size and ordering: the table is controlled so the server can page. */
  query: TableQuery;
  onQueryChange: (query: TableQuery) => void;
  /** Accessible name of the table. */
  caption: string;
  loading?: boolean;
  emptyText?: string;
  pageSizes?: readonly number[];
  /** Tables narrower than this scroll sideways on small screens. */
  minWidth?: number;
}

/** Spec 2 "Paginated data table" with rows per page, a page selector and 'No data'. */
export function DataTable<T>({
  columns,
  rows,
  total,
  getRowKey,
  query,
  onQueryChange,
  caption,
  loading = false,
  emptyText = EMPTY_TABLE_TEXT,
  pageSizes,
  minWidth = 560,
}: DataTableProps<T>) {
  const sort = (field: string) => onQueryChange({ ...query, page: 1, ordering: nextOrdering(query.ordering, field) });
  const isEmpty = rows.length === 0;
  const hint = useScrollHint();
  return (
    <Box>
      {hint.moreToTheRight && !isEmpty && (
        <Group gap={4} justify="flex-end" data-scroll-hint>
          <Text size="xs" c="dimmed">
            Scroll sideways for more columns
          </Text>
          <IconArrowRight size={14} aria-hidden />
        </Group>
      )}
      <Box pos="relative">
        <LoadingOverlay visible={loading && !isEmpty} zIndex={2} overlayProps={{ blur: 1 }} />
        {/* A table wider than the screen scrolls: its viewport takes focus so keyboard users can scroll it (WCAG 2.1.1). */}
        <Table.ScrollContainer
          minWidth={minWidth}
          scrollAreaProps={{
            viewportRef: hint.ref,
            onScrollPositionChange: hint.onScroll,
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `${caption} (scrolls sideways)` },
          }}
        >
          {/* No stripes or hover shading: brand-coloured links are only sure of 4.5:1 on white. */}
          <Table verticalSpacing="sm" aria-label={caption} aria-busy={loading}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <SortHeader key={column.key} column={column} ordering={query.ordering} onSort={sort} />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {isEmpty ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Center py="lg" role="status">
                      {loading ? (
                        <Group gap="xs">
                          <Loader size="sm" />
                          <Text c="dimmed">Loading...</Text>
                        </Group>
                      ) : (
                        <Text c="dimmed">{emptyText}</Text>
                      )}
                    </Center>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row) => (
                  <Table.Tr key={getRowKey(row)}>
                    {columns.map((column) => (
                      <Table.Td key={column.key} ta={column.align}>
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <TablePager
        page={query.page}
        limit={query.limit}
        total={total}
        pageSizes={pageSizes}
        onPageChange={(page) => onQueryChange({ ...query, page })}
        // Spec 4 "Paginator": a new page size starts again at page 1.
        onLimitChange={(limit) => onQueryChange({ ...query, limit, page: 1 })}
      />
    </Box>
  );
}
