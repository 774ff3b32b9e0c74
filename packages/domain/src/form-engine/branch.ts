import { isEmpty } from '../validation/rules.ts';
import { BRANCH_OPERATORS, type Branch, type BranchInput, type BranchOperator } from './types.ts';

const TEXT_FORM = new RegExp(`^\\s*(\\S+)\\s+(${BRANCH_OPERATORS.join('|')})\\s+(.*?)\\s*$`);

const unquote = (s: string) => s.trim().replace(/^(['"])(.*)\1$/, '$2');

/** The object form of a branch; null when its text cannot be read. */
export function toBranch(input: BranchInput): Branch | null {
  if (typeof input !== 'string') return input;
  const m = TEXT_FORM.exec(input);
  if (!m) return null;
  const [, field, op, rest] = m as unknown as [string, string, BranchOperator, string];
  const value = op === '-is_contained' ? rest.split(',').map(unquote) : unquote(rest);
  return { field, op, value };
}

const asText = (v: unknown): string => (isEmpty(v) ? '' : String(v));
const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(asText) : isEmpty(v) ? [] : [asText(v)]);
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Whether the controlling field's value makes the branch hold.
 * `-eq`: equal as text (a list answer equals a list of the same members in any order).
 * `-contains`: a list answer holds every listed value; a text answer holds the value as a substring.
 * `-is_contained`: a non-empty answer (each member, for a list) is among the listed values.
 */
export function branchHolds(branch: Branch, answer: unknown): boolean {
  const expected = asList(branch.value);
  switch (branch.op) {
    case '-eq':
      if (Array.isArray(answer)) return Array.isArray(branch.value) && sameSet(asList(answer), expected);
      return !Array.isArray(branch.value) && asText(answer) === asText(branch.value);
    case '-contains':
      if (Array.isArray(answer)) {
        const members = asList(answer);
        return expected.length > 0 && expected.every((x) => members.includes(x));
      }
      return typeof answer === 'string' && expected.length > 0 && expected.every((x) => answer.includes(x));
    case '-is_contained': {
      const members = asList(answer);
      return members.length > 0 && members.every((x) => expected.includes(x));
    }
  }
}

/** A readable condition for the "why is this field shown?" hint, e.g. 'Country is United States'. */
export function describeBranch(branch: Branch, label: string, optionLabel: (value: string) => string): string {
  const values = asList(branch.value).map(optionLabel);
  switch (branch.op) {
    case '-eq':
      return `${label} is ${values.join(', ') || 'empty'}`;
    case '-contains':
      return `${label} includes ${values.join(', ')}`;
    case '-is_contained':
      return `${label} is one of ${values.join(', ')}`;
  }
}
