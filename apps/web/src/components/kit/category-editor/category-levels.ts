/** Spec 5 category editor rules, apart from the screen: at most 5 levels, changed from the last one. */
export const CATEGORY_MAX_LEVELS = 5;
export const CATEGORY_TYPE_OPTIONS = Array.from({ length: CATEGORY_MAX_LEVELS }, (_, i) => String(i + 1));

/** Type (the number of levels): extra levels go from the end, new ones are added empty at the end. */
export function withLevelCount(levels: readonly string[], count: number): string[] {
  const n = Math.max(1, Math.min(CATEGORY_MAX_LEVELS, count));
  return n <= levels.length ? levels.slice(0, n) : [...levels, ...Array<string>(n - levels.length).fill('')];
}

/** 'Name is required' for each empty level (spec 5 label Name), else null. */
export function categoryLevelErrors(levels: readonly string[]): Array<string | null> {
  return levels.map((level) => (level.trim() === '' ? 'Name is required' : null));
}

/** The names to offer at one level: those used elsewhere, matching what is typed, without the typed one. */
export function filterSuggestions(suggestions: readonly string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  return suggestions.filter((s) => s.toLowerCase().includes(needle) && s !== typed.trim());
}
