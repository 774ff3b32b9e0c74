import { type Rule, validate } from '@dl/domain';

/** Spec 5: text line lists apply the rules to each line; one message (or null) per line. */
export function lineItemErrors(lines: readonly string[], field: string, rules: readonly Rule[]): (string | null)[] {
  return lines.map((line) => validate(line, field, rules));
}

export function hasLineItemErrors(lines: readonly string[], field: string, rules: readonly Rule[]): boolean {
  return lineItemErrors(lines, field, rules).some((message) => message !== null);
}
