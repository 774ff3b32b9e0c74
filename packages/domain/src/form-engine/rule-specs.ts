import * as r from '../validation/rules.ts';
import type { Rule } from '../validation/rules.ts';
import { RULE_NAMES, type RuleName, type RuleSpec, type Scalar } from './types.ts';

/** What each named rule takes as arguments. */
const RULE_ARGS: Record<RuleName, 'none' | 'number' | 'pattern' | 'field' | 'values' | 'country'> = {
  required: 'none',
  confirmed: 'field',
  regex: 'pattern',
  length: 'number',
  max: 'number',
  min: 'number',
  min_value: 'number',
  max_value: 'number',
  less_than_ref: 'field',
  is_after_ref: 'field',
  'valid-regex': 'none',
  notOneOf: 'values',
  includeANumber: 'none',
  includeASymbol: 'none',
  includeAUpperCase: 'none',
  includeALowerCase: 'none',
  isPhoneNumber: 'country',
  url: 'none',
  isDateStandard: 'none',
  noNumbers: 'none',
  noSymbols: 'none',
  isSSN: 'none',
  numberOnly: 'none',
  digitsOnly: 'none',
  email: 'none',
};

const NO_ARG_RULES: Partial<Record<RuleName, Rule>> = {
  required: r.required,
  'valid-regex': r.validRegex,
  includeANumber: r.includeANumber,
  includeASymbol: r.includeASymbol,
  includeAUpperCase: r.includeAUpperCase,
  includeALowerCase: r.includeALowerCase,
  url: r.url,
  isDateStandard: r.isDateStandard,
  noNumbers: r.noNumbers,
  noSymbols: r.noSymbols,
  isSSN: r.isSSN,
  numberOnly: r.numberOnly,
  // Spec 3 names the same rule twice.
  digitsOnly: r.numberOnly,
  email: r.email,
};

export function ruleName(spec: RuleSpec): string {
  return typeof spec === 'string' ? spec : spec.name;
}

function ruleArgs(spec: RuleSpec): readonly Scalar[] {
  return typeof spec === 'string' ? [] : (spec.args ?? []);
}

export interface RuleScope {
  /** Another field's answer (`confirmed`, `less_than_ref`, `is_after_ref`). */
  answerOf(key: string): unknown;
  labelOf(key: string): string;
}

/** Why a rule is written wrongly (unknown name, missing or wrong argument), or null. */
export function ruleProblem(spec: RuleSpec, isField: (key: string) => boolean): string | null {
  const name = ruleName(spec);
  if (!(RULE_NAMES as readonly string[]).includes(name)) return `unknown rule ${name}`;
  const args = ruleArgs(spec);
  const [first] = args;
  switch (RULE_ARGS[name as RuleName]) {
    case 'number':
      return typeof first === 'number' ? null : `rule ${name} needs a number`;
    case 'pattern':
      return typeof first === 'string' && r.validRegex(first, name) === null
        ? null
        : `rule ${name} needs a valid pattern`;
    case 'field':
      return typeof first === 'string' && isField(first) ? null : `rule ${name} names no field of this form`;
    case 'values':
      return args.length > 0 ? null : `rule ${name} needs the taken values`;
    default:
      return null;
  }
}

/** The spec 5 rule a spec names, bound to its arguments; null when it is written wrongly. */
function buildRule(spec: RuleSpec, scope: RuleScope): Rule | null {
  const name = ruleName(spec) as RuleName;
  const args = ruleArgs(spec);
  const first = args[0];
  const n = typeof first === 'number' ? first : Number.NaN;
  const ref = String(first);
  switch (name) {
    case 'confirmed':
      return r.confirmed(scope.answerOf(ref));
    case 'regex':
      return typeof first === 'string' && r.validRegex(first, name) === null ? r.regex(first) : null;
    case 'length':
      return Number.isNaN(n) ? null : r.length(n);
    case 'max':
      return Number.isNaN(n) ? null : r.max(n);
    case 'min':
      return Number.isNaN(n) ? null : r.min(n);
    case 'min_value':
      return Number.isNaN(n) ? null : r.minValue(n);
    case 'max_value':
      return Number.isNaN(n) ? null : r.maxValue(n);
    case 'less_than_ref':
      return r.lessThanRef(scope.answerOf(ref), scope.labelOf(ref));
    case 'is_after_ref':
      return r.isAfterRef(scope.answerOf(ref), scope.labelOf(ref));
    case 'notOneOf':
      return r.notOneOf(args);
    case 'isPhoneNumber':
      return r.isPhoneNumber(typeof first === 'string' ? first : undefined);
    default:
      return NO_ARG_RULES[name] ?? null;
  }
}

/** Builds every well-written rule of a list. */
export function buildRules(specs: readonly RuleSpec[] | undefined, scope: RuleScope): Rule[] {
  return (specs ?? []).map((s) => buildRule(s, scope)).filter((x): x is Rule => x !== null);
}
