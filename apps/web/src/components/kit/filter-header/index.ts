export { FilterDialog, type FilterDialogProps, type SetFilterField } from './filter-dialog.tsx';
export { FilterHeader, type FilterHeaderProps } from './filter-header.tsx';
export { activeFilterKeys, type FilterKey, resetFilter } from './filter-values.ts';
