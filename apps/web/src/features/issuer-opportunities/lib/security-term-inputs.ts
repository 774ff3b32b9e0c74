import { SECURITY_TERMS_BY_TYPE, type SecurityTerms } from '@dl/contracts';
import { SECURITY_TERM_FIELDS } from '#web/lib/security-term-labels.ts';

export type TermType = SecurityTerms['type'];

/** How a term is typed: an amount (decimal string), a number, a choice or free text. */
type TermInput =
  | { kind: 'money' }
  | { kind: 'number'; suffix: string; integer: boolean }
  | { kind: 'choice'; options: readonly { value: string; label: string }[] }
  | { kind: 'text' };

export interface TermField {
  key: string;
  label: string;
  input: TermInput;
}

/** Spec 3 type numbers in words (the number keeps the two preferred and three debt types apart). */
export const TERM_TYPE_NAMES: Readonly<Record<TermType, string>> = {
  1: 'Common (price per share)',
  2: 'Preferred',
  3: 'Preferred',
  4: 'SAFE',
  5: 'Convertible note',
  6: 'Debt',
  7: 'Debt',
  8: 'Debt',
  9: 'Fund terms',
};

export const TERM_TYPES = Object.keys(SECURITY_TERMS_BY_TYPE).map(Number) as TermType[];

const YES_NO = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];
const CHOICES: Record<string, readonly { value: string; label: string }[]> = {
  compoundPeriod: ['Simple', 'Annually'].map((value) => ({ value, label: value })),
  accrualPeriod: ['Monthly', 'Quarterly', 'Annually'].map((value) => ({ value, label: value })),
};
const SUFFIX = { percent: '%', multiple: 'x', months: ' months', years: ' years' } as const;
/** Months are whole numbers; the rest may have decimals. */
const INTEGERS = new Set(['term']);

function inputOf(key: string): TermInput {
  const format = SECURITY_TERM_FIELDS[key]?.format ?? 'text';
  const choices = CHOICES[key];
  if (choices) return { kind: 'choice', options: choices };
  if (format === 'yesno') return { kind: 'choice', options: YES_NO };
  if (format === 'money') return { kind: 'money' };
  if (format === 'text') return { kind: 'text' };
  return { kind: 'number', suffix: SUFFIX[format], integer: INTEGERS.has(key) };
}

/** The fields of one type number, read from the contract's schema, labelled in words. */
export function termFields(type: TermType): TermField[] {
  return Object.keys(SECURITY_TERMS_BY_TYPE[type].shape)
    .filter((key) => key !== 'type')
    .map((key) => ({ key, label: SECURITY_TERM_FIELDS[key]?.label ?? key, input: inputOf(key) }));
}
