import type { PreFormField, PreFormTemplate } from '../forms/pre-forms.ts';
import type { FormField, FormTemplate, RuleSpec } from './types.ts';

/**
 * The deal-flow pre-forms (`forms/pre-forms.ts`) already have the engine's template shape; only two
 * of their conventions differ. Their `checkbox` (a single confirmation box answered true) is the
 * engine's `check_list` without options; their currency fields imply "at least 1" (spec 5: target
 * raise and minimum investment), which the engine writes as a rule.
 */
function fromPreFormField(field: PreFormField): FormField {
  const { type, ...rest } = field;
  const rules: RuleSpec[] = type === 'currency' ? [{ name: 'min_value', args: [1] }] : [];
  return { ...rest, type: type === 'checkbox' ? 'check_list' : type, ...(rules.length ? { rules } : {}) };
}

export function fromPreForm(template: PreFormTemplate): FormTemplate {
  return {
    ...template,
    sections: template.sections.map((s) => ({
      key: s.key,
      definition: { ...s.definition, fields: s.definition.fields.map(fromPreFormField) },
    })),
  };
}
