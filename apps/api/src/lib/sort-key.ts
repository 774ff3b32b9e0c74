/**
 * The column a spec 7 `ordering` names (leading minus = descending), looked up among the allow
 * list's own keys only: `constructor`, `__proto__`, `toString` and other inherited names are
 * unknown keys and take the fallback, never an Object.prototype member (issue 13 point 6).
 */
export function sortColumn<T extends Record<string, string>>(
  allowed: T,
  ordering: string | undefined,
  fallback: keyof T,
): T[keyof T] {
  const key = ordering?.replace(/^-/, '');
  if (key !== undefined && Object.hasOwn(allowed, key)) return allowed[key as keyof T];
  return allowed[fallback];
}
