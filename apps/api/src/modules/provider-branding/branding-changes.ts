/** One changed leaf of a branding document, by its dotted path ('branding.colors.primary'). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The leaves that differ between two documents, for the audit event of a save (issue 18 point 3). */
export function changedFields(before: unknown, after: unknown, prefix = ''): FieldChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => changedFields(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ field: prefix, before: before ?? null, after: after ?? null }];
}

/** The audit data of a save: the fields changed, with their values before and after. */
export function auditData(changes: readonly FieldChange[]) {
  return {
    fields: changes.map((c) => c.field),
    before: Object.fromEntries(changes.map((c) => [c.field, c.before])),
    after: Object.fromEntries(changes.map((c) => [c.field, c.after])),
  };
}
