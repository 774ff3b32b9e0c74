import { PASSWORD_MIN_LENGTH, passwordProblems, type Rule, VALIDATION_MESSAGES } from '@dl/domain';

/** One line of the validation-message menu. */
export interface RuleCheck {
  message: string;
  passed: boolean;
}

export interface LabelledRule {
  rule: Rule;
  /** What the line says, pass or fail (a rule only answers its message when it fails). */
  message: string;
}

/** Each rule checked against `value`. Spec 5 rules pass empty values unless `required` is listed. */
export function ruleChecks(value: unknown, field: string, rules: readonly LabelledRule[]): RuleCheck[] {
  return rules.map(({ rule, message }) => ({ message, passed: rule(value, field) === null }));
}

/** The password rules of spec 5 (min 8, a number, a symbol, upper and lower case) for a menu. */
export function passwordChecks(password: string): RuleCheck[] {
  const problems = passwordProblems(password);
  const always = [
    VALIDATION_MESSAGES.min(PASSWORD_MIN_LENGTH),
    VALIDATION_MESSAGES.includeANumber,
    VALIDATION_MESSAGES.includeASymbol,
    VALIDATION_MESSAGES.includeAUpperCase,
    VALIDATION_MESSAGES.includeALowerCase,
  ];
  // The upper bound is only worth a line once it is broken.
  const extra = problems.filter((p) => !always.includes(p));
  return [...always, ...extra].map((message) => ({ message, passed: !problems.includes(message) }));
}
