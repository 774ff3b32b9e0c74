import type { dealPreFormTemplateSchema } from '@dl/contracts';
import { type PreFormField, type PreFormTemplate, validatePreForm } from '@dl/domain';
import type { z } from 'zod';

export type WireTemplate = z.infer<typeof dealPreFormTemplateSchema>;
export type PreFormValues = Record<string, string | boolean>;

/** The wire template in the domain's shape, for its validator (spec 5 messages). */
export function toDomainTemplate(template: WireTemplate): PreFormTemplate {
  return {
    internal_name: template.internal_name,
    kind: template.kind === 'DEAL_DOCUMENT_FORM' ? 'DEAL_DOCUMENT_FORM' : 'NDA_DOCUMENT_FORM',
    version: Number(template.version),
    sections: template.sections.map((section) => ({
      key: section.key,
      definition: {
        id: String(section.definition.id),
        title: section.definition.title,
        fields: section.definition.fields.map(
          (field): PreFormField => ({
            key: field.key,
            label: field.label,
            type: field.type as PreFormField['type'],
            mandatory: field.mandatory,
            ...(field.options ? { options: field.options.map(String) } : {}),
          }),
        ),
      },
    })),
  };
}

export function templateFields(template: WireTemplate) {
  return template.sections.flatMap((section) => section.definition.fields);
}

/** Saved answers over empty defaults ('' for text, false for a checkbox). */
export function initialPreFormValues(template: WireTemplate, saved: Record<string, unknown> | null): PreFormValues {
  const values: PreFormValues = {};
  for (const field of templateFields(template)) {
    const value = saved?.[field.key];
    if (field.type === 'checkbox') values[field.key] = value === true;
    else values[field.key] = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
  return values;
}

/** Empty answers are left out of the response; the validator reports the required ones. */
export function preFormResponse(values: PreFormValues): Record<string, string | boolean> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

export function preFormErrors(template: WireTemplate, values: PreFormValues): Record<string, string> {
  return validatePreForm(toDomainTemplate(template), preFormResponse(values));
}
