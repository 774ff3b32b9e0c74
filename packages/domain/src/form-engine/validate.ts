import { regex as regexRule, type Rule, withScheme } from '../validation/rules.ts';
import { allFields } from './applicability.ts';
import { evaluate } from './evaluation.ts';
import { ENGINE_MESSAGES } from './messages.ts';
import { isChoiceType, resolveOptions } from './options.ts';
import { buildRules, type RuleScope, ruleName } from './rule-specs.ts';
import type { EngineContext, FormField, FormResponse, FormTemplate, FormValues, ValidationResult } from './types.ts';
import { checkValue, isBlank, isDisplayOnly, isLineList } from './value-checks.ts';

function patternRule(field: FormField): Rule[] {
  if (!field.regex) return [];
  try {
    return [regexRule(field.regex)];
  } catch {
    return []; // an invalid pattern is a template error (checkTemplate), not the answerer's
  }
}

/**
 * Checks a response against its template: only the fields that apply are checked (the others are
 * ignored and never required), keys the template does not know are refused, calculated fields are
 * computed. `values` is what to store: the applicable answers plus the computed fields.
 */
export function validateResponse(
  template: FormTemplate,
  values: FormValues,
  ctx: EngineContext = {},
): ValidationResult {
  const evaluation = evaluate(template, values);
  const fields = allFields(template);
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const scope: RuleScope = { answerOf: (k) => evaluation.answerOf(k), labelOf: (k) => byKey.get(k)?.label ?? k };
  const applicable = fields.filter((f) => evaluation.fieldApplies(f.key));
  const answers: Record<string, unknown> = {};
  for (const field of applicable) {
    const value = evaluation.answerOf(field.key);
    if (isBlank(value) || isDisplayOnly(field.type)) continue;
    // Spec 5: URLs without http(s) get http:// prepended; stored the way they are shown.
    answers[field.key] = field.type === 'url' && typeof value === 'string' ? withScheme(value.trim()) : value;
  }

  const errors: Record<string, string> = {};
  for (const field of applicable) {
    const lineList = isLineList(field.type);
    const found = checkValue(evaluation.answerOf(field.key), {
      // A `required` rule is the same as mandatory: an empty answer stops before the other rules.
      field: { ...field, mandatory: field.mandatory || (field.rules ?? []).some((r) => ruleName(r) === 'required') },
      options: isChoiceType(field.type) ? resolveOptions(field, answers, ctx) : undefined,
      rules: lineList ? [] : [...patternRule(field), ...buildRules(field.rules, scope)],
      lineRules: lineList ? [...patternRule(field), ...buildRules(field.line_rules, scope)] : [],
      isKnownFile: ctx.isKnownFile,
    });
    for (const [sub, message] of Object.entries(found)) errors[sub ? `${field.key}.${sub}` : field.key] = message;
  }
  for (const key of Object.keys(values)) {
    if (!byKey.has(key)) errors[key] = ENGINE_MESSAGES.unknownField(key);
  }
  return { valid: Object.keys(errors).length === 0, errors, values: answers };
}

/**
 * Validates a stored or submitted response with the template version it answered, so publishing a
 * new version never changes how an older response validates.
 */
export function validateAgainstVersion(
  templates: readonly FormTemplate[],
  response: FormResponse,
  ctx: EngineContext = {},
): ValidationResult {
  const template = templates.find((t) => t.version === response.template_version);
  if (!template) {
    return {
      valid: false,
      errors: { template_version: ENGINE_MESSAGES.unknownVersion(response.template_version) },
      values: {},
    };
  }
  return validateResponse(template, response.values, ctx);
}
