export interface ChecklistItem {
  value: string;
  label: string;
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** Spec 9: the long checklist is sorted by name. */
export function sortByLabel<T extends ChecklistItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => collator.compare(a.label, b.label));
}

/** Case-insensitive "contains" on the label; a blank query keeps everything. */
export function filterByName<T extends ChecklistItem>(items: readonly T[], query: string): readonly T[] {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return items;
  return items.filter((item) => item.label.toLocaleLowerCase('en-US').includes(needle));
}

/** Adds the shown items to the selection, keeping what was selected before (and its order). */
export function selectAll(selected: readonly string[], shown: readonly ChecklistItem[]): string[] {
  const set = new Set(selected);
  return [...selected, ...shown.map((i) => i.value).filter((v) => !set.has(v))];
}

/** Removes only the shown items from the selection; hidden selections stay. */
export function deselectAll(selected: readonly string[], shown: readonly ChecklistItem[]): string[] {
  const drop = new Set(shown.map((i) => i.value));
  return selected.filter((v) => !drop.has(v));
}
