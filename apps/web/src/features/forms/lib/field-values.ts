import { type FormField, type FormOption, type FormResponse, type FormTemplate, parseUsDate } from '@dl/domain';

/** Spec 5: mandatory (or a `required` rule) means required. */
export function isMandatory(field: FormField): boolean {
  return (
    Boolean(field.mandatory) || (field.rules ?? []).some((r) => (typeof r === 'string' ? r : r.name) === 'required')
  );
}

/** Types that only show something and take no answer: no '(optional)' suffix, no required marker. */
const NO_ANSWER_TYPES = new Set(['static_text', 'static_modal', 'calculated']);

/** Spec 5: the label gets '(optional)' unless the field is mandatory (or takes no answer). */
export function fieldLabel(field: FormField): string {
  return isMandatory(field) || NO_ANSWER_TYPES.has(field.type) ? field.label : `${field.label} (optional)`;
}

/** ADR 0010: dates are answered as MM/DD/YYYY; the kit's DateField holds 'YYYY-MM-DD'. */
export function usToIso(value: unknown): string | null {
  return typeof value === 'string' ? parseUsDate(value) : null;
}

export function isoToUs(iso: string | null): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

/** An empty answer is dropped from the response rather than stored as '' or []. */
export function isEmptyAnswer(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The response with one answer replaced (or removed when empty). */
export function withAnswer(template: FormTemplate, response: FormResponse, key: string, value: unknown): FormResponse {
  const values: Record<string, unknown> = { ...response.values };
  if (isEmptyAnswer(value)) delete values[key];
  else values[key] = value;
  return { template_version: template.version, values };
}

/** Messages under a field's parts: `key.line1` -> {line1: ...}, `key.0.date` -> {'0.date': ...}. */
export function partErrors(errors: Readonly<Record<string, string>>, key: string): Record<string, string> {
  const prefix = `${key}.`;
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(prefix)) out[path.slice(prefix.length)] = message;
  }
  return out;
}

export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map((v) => asText(v)) : []);

export const toSelectData = (options: readonly FormOption[]) =>
  options.map((o) => ({ value: o.value, label: o.label }));
