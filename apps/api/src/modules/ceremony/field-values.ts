import { AppError } from '#api/lib/app-error.ts';
import type { DocumentField } from '#api/db/schema.ts';
import { FieldValueError, type FieldValue, UnknownFieldsError } from '#api/platform/signing/index.ts';

/** Values saved before, overridden by name by the ones given now (order: first appearance). */
function mergeDataList(saved: readonly FieldValue[], given: readonly FieldValue[]): FieldValue[] {
  const byName = new Map<string, FieldValue>();
  for (const item of [...saved, ...given]) byName.set(item.name, { name: item.name, value: item.value });
  return [...byName.values()];
}

/** A `data_list` read back from a jsonb column: only well-formed items survive. */
export function asDataList(value: unknown): FieldValue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FieldValue =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldValue).name === 'string' &&
      ['string', 'boolean'].includes(typeof (item as FieldValue).value),
  );
}

const BOOLEAN_TEXT = ['true', 'false', 'yes', 'no', 'on', 'off', '1', '0', ''];

/**
 * Every name must be a fillable field of the document (400 naming the unknown ones), and each value
 * must suit its field: a checkbox takes true or false, a text field takes text.
 */
export function checkFieldValues(fields: readonly DocumentField[], dataList: readonly FieldValue[]): void {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const unknown = dataList.filter((item) => !byName.has(item.name)).map((item) => item.name);
  if (unknown.length > 0) throw new UnknownFieldsError([...new Set(unknown)]);
  for (const item of dataList) {
    const field = byName.get(item.name) as DocumentField;
    if (field.type === 'checkbox') {
      if (typeof item.value === 'string' && !BOOLEAN_TEXT.includes(item.value.trim().toLowerCase())) {
        throw new FieldValueError(item.name, 'a checkbox takes true or false.');
      }
    } else if (typeof item.value !== 'string') {
      throw new FieldValueError(item.name, 'this field takes text, not true or false.');
    }
  }
}

function isFilled(field: DocumentField, value: FieldValue['value'] | undefined): boolean {
  if (value === undefined) return false;
  if (field.type === 'checkbox')
    return value === true || ['true', 'yes', 'on', '1'].includes(String(value).trim().toLowerCase());
  return typeof value === 'string' && value.trim() !== '';
}

/** Spec 5 'required': '{field} is required', naming the first required field left empty. */
export function checkRequiredFields(fields: readonly DocumentField[], dataList: readonly FieldValue[]): void {
  const values = new Map(dataList.map((item) => [item.name, item.value]));
  const missing = fields.find((field) => field.required && !isFilled(field, values.get(field.name)));
  if (missing) throw new AppError('BAD_REQUEST', `${missing.label || missing.name} is required`, 'FORM_INCOMPLETE');
}

/**
 * The values that will be sealed: the saved ones, then the signer's, then the record's. A value the
 * signer sends for a field the record fills is ignored: the document states the record, not the form.
 */
export function valuesToSeal(
  saved: readonly FieldValue[],
  given: readonly FieldValue[],
  recordValues: readonly FieldValue[] = [],
): FieldValue[] {
  const known = new Set(recordValues.map((item) => item.name));
  const free = (list: readonly FieldValue[]) => list.filter((item) => !known.has(item.name));
  return mergeDataList(mergeDataList(free(saved), free(given)), recordValues);
}

/** A session's fields with the ones the record fills marked `prefilled` (read-only in the ceremony). */
export function markPrefilled<F extends DocumentField>(fields: readonly F[], recordValues: readonly FieldValue[] = []) {
  const known = new Set(recordValues.map((item) => item.name));
  return fields.map((field) => (known.has(field.name) ? { ...field, prefilled: true } : field));
}
