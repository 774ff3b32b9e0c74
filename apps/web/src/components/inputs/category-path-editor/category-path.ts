import { required, validate } from '@dl/domain';

/**
 * Spec 3 "Document category": an array of path levels. The editor holds Type (a string giving the
 * number of levels) plus a name per level.
 */
export interface CategoryPath {
  type: string;
  names: string[];
}

export const NAME_LABEL = 'Name';

export function categoryPath(names: readonly string[]): CategoryPath {
  return { type: String(names.length), names: [...names] };
}

/** Spec 5: each level name is required ('Name is required'); null when the level is fine. */
export function levelError(name: string): string | null {
  return validate(name, NAME_LABEL, [required]);
}

export function isCategoryPathValid(path: CategoryPath): boolean {
  return path.names.length > 0 && path.names.every((name) => levelError(name) === null);
}

const key = (name: string) => name.trim().toLocaleLowerCase('en');

/**
 * Spec 5: suggestions for a level come from other documents' categories that share the same earlier
 * levels (compared trimmed and case-insensitively); each name once, in alphabetical order.
 */
export function levelSuggestions(
  existing: readonly (readonly string[])[],
  earlier: readonly string[],
  level: number,
): string[] {
  const wanted = earlier.slice(0, level).map(key);
  const found = new Map<string, string>();
  for (const category of existing) {
    const name = category[level]?.trim();
    if (!name || !wanted.every((part, i) => key(category[i] ?? '') === part)) continue;
    if (!found.has(key(name))) found.set(key(name), name);
  }
  return [...found.values()].sort((a, b) => a.localeCompare(b, 'en'));
}
