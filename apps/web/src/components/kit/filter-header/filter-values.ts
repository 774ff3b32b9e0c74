export type FilterKey<V> = Extract<keyof V, string>;

function isSameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => isSameValue(x, b[i]));
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  // An empty text box and a missing value both mean "no filter".
  const blank = (x: unknown) => x === '' || x === null || x === undefined;
  if (blank(a) && blank(b)) return true;
  return Object.is(a, b);
}

/** Keys whose value differs from the default: the filters in force. */
export function activeFilterKeys<V extends object>(values: V, defaults: V): FilterKey<V>[] {
  return (Object.keys(defaults) as FilterKey<V>[]).filter((key) => !isSameValue(values[key], defaults[key]));
}

/** The values with one filter put back to its default. */
export function resetFilter<V extends object>(values: V, defaults: V, key: FilterKey<V>): V {
  return { ...values, [key]: defaults[key] };
}
