import { type dealPreFormTemplateSchema, formTemplateSchema } from '@dl/contracts';
import { FORM_TEMPLATES, type FormTemplate } from '@dl/domain';
import type { z } from 'zod';

/** A template as the deal-flow pre-form answers carry it: no rules, options as plain texts. */
type WireTemplate = z.infer<typeof dealPreFormTemplateSchema>;

/**
 * The engine template behind a template answered in the pre-form shape. The platform's own form of
 * that name and version holds what that shape leaves out (rules), so the browser checks exactly what
 * the server will; a form this build does not ship is read as it came.
 */
export function engineTemplate(wire: WireTemplate): FormTemplate {
  const version = Number(wire.version);
  const known = Object.values(FORM_TEMPLATES).find(
    (t) => t.internal_name === wire.internal_name && t.version === version,
  );
  return known ?? formTemplateSchema.parse(wire);
}
