export { type ChecklistItem, deselectAll, filterByName, selectAll, sortByLabel } from './checklist-items.ts';
export { LongChecklist, type LongChecklistProps, NO_RESULTS_TEXT } from './long-checklist.tsx';
