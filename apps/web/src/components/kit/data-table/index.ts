export { applyClientQuery, type SortValue } from './client-query.ts';
export { DataTable, type DataTableProps, EMPTY_TABLE_TEXT } from './data-table.tsx';
export type { DataTableColumn } from './data-table-column.ts';
export { TablePager, type TablePagerProps } from './table-pager.tsx';
export { nextOrdering, parseOrdering, type SortDirection, type TableQuery } from './table-query.ts';
