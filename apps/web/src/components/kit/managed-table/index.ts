export { ManagedTable, type ManagedTableProps } from './managed-table.tsx';
