import { max, minValue, numberOnly, type Rule, required, validate } from '../validation/rules.ts';

/**
 * Pre-forms an investor answers before signing an NDA or indicating interest (form kinds
 * NDA_DOCUMENT_FORM and DEAL_DOCUMENT_FORM, spec 3). They use the template shape of spec 3 ("Form
 * template: internal_name, sections (key, definition with id)") with a small field set; the full
 * dynamic form engine replaces the validator without changing the templates' shape.
 */
export type PreFormFieldType = 'text' | 'currency' | 'select' | 'checkbox';

export interface PreFormField {
  key: string;
  label: string;
  type: PreFormFieldType;
  /** Spec 5: mandatory means required. */
  mandatory: boolean;
  options?: readonly string[];
  max_length?: number;
  /** Shown under the field. */
  hint?: string;
}

export interface PreFormTemplate {
  internal_name: string;
  kind: 'NDA_DOCUMENT_FORM' | 'DEAL_DOCUMENT_FORM';
  version: number;
  sections: readonly { key: string; definition: { id: string; title: string; fields: readonly PreFormField[] } }[];
}

export type PreFormResponse = Record<string, string | number | boolean | null | undefined>;

export const NDA_PRE_FORM: PreFormTemplate = {
  internal_name: 'nda-pre-form',
  kind: 'NDA_DOCUMENT_FORM',
  version: 1,
  sections: [
    {
      key: 'signer',
      definition: {
        id: 'signer',
        title: 'Who signs',
        fields: [
          { key: 'signer_name', label: 'Full name', type: 'text', mandatory: true, max_length: 100 },
          { key: 'signer_title', label: 'Title', type: 'text', mandatory: true, max_length: 100 },
          { key: 'signer_company', label: 'Company', type: 'text', mandatory: false, max_length: 100 },
          {
            key: 'purpose',
            label: 'Purpose of review',
            type: 'select',
            mandatory: true,
            options: ['Direct investment', 'Advising a client', 'Other'],
          },
        ],
      },
    },
  ],
};

export const DEAL_PRE_FORM: PreFormTemplate = {
  internal_name: 'deal-pre-form',
  kind: 'DEAL_DOCUMENT_FORM',
  version: 1,
  sections: [
    {
      key: 'interest',
      definition: {
        id: 'interest',
        title: 'Your interest',
        fields: [
          {
            key: 'amount',
            label: 'Amount',
            type: 'currency',
            mandatory: true,
            hint: 'In steps of $10,000, at least the minimum investment.',
          },
          {
            key: 'source_of_funds',
            label: 'Source of funds',
            type: 'select',
            mandatory: true,
            options: ['Savings', 'Business income', 'Sale of assets', 'Other'],
          },
          {
            key: 'accredited',
            label: 'I confirm I am an accredited investor',
            type: 'checkbox',
            mandatory: true,
          },
        ],
      },
    },
  ],
};

function rulesFor(field: PreFormField): Rule[] {
  const rules: Rule[] = [];
  if (field.mandatory) rules.push(required);
  if (field.max_length !== undefined) rules.push(max(field.max_length));
  if (field.type === 'currency') rules.push(numberOnly, minValue(1));
  if (field.options) {
    const options = field.options;
    rules.push((value, name) =>
      value === undefined || value === null || value === '' || options.includes(String(value))
        ? null
        : `${name} is invalid.`,
    );
  }
  return rules;
}

export function preFormFields(template: PreFormTemplate): PreFormField[] {
  return template.sections.flatMap((s) => s.definition.fields);
}

/**
 * Checks a response against its template with the spec 5 rules. Answers field key -> message for
 * each field in error (empty when valid). Keys the template does not know are errors too.
 */
export function validatePreForm(template: PreFormTemplate, response: PreFormResponse): Record<string, string> {
  const errors: Record<string, string> = {};
  const fields = preFormFields(template);
  for (const field of fields) {
    const raw = response[field.key];
    const value = field.type === 'currency' && typeof raw === 'number' ? String(raw) : raw;
    const message = validate(value, field.label, rulesFor(field));
    if (message) errors[field.key] = message;
  }
  for (const key of Object.keys(response)) {
    if (!fields.some((f) => f.key === key)) errors[key] = `${key} is not a field of this form`;
  }
  return errors;
}
