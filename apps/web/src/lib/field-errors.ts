/** A zod result as the forms read it: success, or the issues with their field paths. */
type ParseResult =
  | { success: true }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * The first message per field of a zod result from a contract schema, keyed by the field's path
 * ('title', 'line1', 'items.0.name'): the forms show the API's own rules and messages under their fields.
 */
export function fieldErrors<K extends string = string>(result: ParseResult): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') as K;
    errors[key] ??= issue.message;
  }
  return errors;
}
