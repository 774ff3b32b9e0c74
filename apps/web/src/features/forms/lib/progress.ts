import { applicableFields, type FormTemplate, type FormValues } from '@dl/domain';
import { isMandatory } from './field-values.ts';

/** How many of the required questions that apply now have an acceptable answer. */
export function requiredProgress(
  template: FormTemplate,
  values: FormValues,
  errors: Readonly<Record<string, string>>,
): { done: number; total: number } {
  const required = applicableFields(template, values).filter(({ field }) => isMandatory(field));
  const failing = (key: string) => Object.keys(errors).some((p) => p === key || p.startsWith(`${key}.`));
  const done = required.filter(({ field }) => !failing(field.key)).length;
  return { done, total: required.length };
}
