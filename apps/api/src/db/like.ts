/**
 * A LIKE / ILIKE pattern matching `text` anywhere, its own `\`, `%` and `_` escaped (PostgreSQL's
 * default escape character), so a search for "50%" finds "50%" and not everything after "50".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
