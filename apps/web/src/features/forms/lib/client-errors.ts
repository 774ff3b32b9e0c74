import { type FormTemplate, type FormValues, type OptionResolver, validateResponse } from '@dl/domain';

/**
 * The engine's messages for these answers, as the server will give them, except for sensitive
 * values still shown masked ('•••• 1234'): sent back unchanged they keep the stored secret.
 */
export function clientErrors(
  template: FormTemplate,
  values: FormValues,
  { resolver, masked = {} }: { resolver?: OptionResolver; masked?: Readonly<Record<string, unknown>> } = {},
): Record<string, string> {
  const { errors } = validateResponse(template, values, { resolver });
  for (const [key, shown] of Object.entries(masked)) {
    if (values[key] !== shown) continue;
    for (const path of Object.keys(errors)) if (path === key || path.startsWith(`${key}.`)) delete errors[path];
  }
  return errors;
}

/** The first path of `errors` in the order the fields are shown; null when there is none. */
export function firstErrorKey(template: FormTemplate, errors: Readonly<Record<string, string>>): string | null {
  const paths = Object.keys(errors);
  for (const field of template.sections.flatMap((s) => s.definition.fields)) {
    if (paths.some((p) => p === field.key || p.startsWith(`${field.key}.`))) return field.key;
  }
  return null;
}
