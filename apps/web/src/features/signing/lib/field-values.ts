import type { DataListItem, SigningSession } from '@dl/contracts';

export type FieldValues = Record<string, string | boolean>;
type Field = SigningSession['document']['fields'][number];

/** The saved values (data_list) over empty defaults: '' for text, false for a checkbox. */
export function initialFieldValues(fields: readonly Field[], saved: readonly DataListItem[]): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) values[field.name] = field.type === 'checkbox' ? false : '';
  for (const item of saved) if (item.name in values) values[item.name] = item.value;
  return values;
}

/** Spec 5 "required": '{field} is required' for every required field left empty or unchecked. */
export function fieldErrors(fields: readonly Field[], values: FieldValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    const empty = field.type === 'checkbox' ? value !== true : typeof value !== 'string' || value.trim() === '';
    if (field.required && empty) errors[field.name] = `${field.label} is required`;
  }
  return errors;
}

/** The values as the submit's data_list. */
export function toDataList(values: FieldValues): DataListItem[] {
  return Object.entries(values).map(([name, value]) => ({
    name,
    value: typeof value === 'string' ? value.trim() : value,
  }));
}
