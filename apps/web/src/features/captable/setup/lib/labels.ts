import type { CANCELLATION_BEHAVIORS, STAKEHOLDER_TYPES } from '@dl/contracts';
import { captable } from '@dl/domain';

export const STAKEHOLDER_TYPE_LABELS: Record<(typeof STAKEHOLDER_TYPES)[number], string> = {
  INDIVIDUAL: 'Individual',
  INSTITUTION: 'Institution',
};

/** Spec 3 relation words a stakeholder may have to the company (free text is accepted too). */
export const RELATIONSHIPS = [
  'Founder',
  'Employee',
  'Advisor',
  'Board member',
  'Consultant',
  'Investor',
  'Ex-employee',
  'Other',
] as const;

export const CLASS_KIND_LABELS: Record<'CS' | 'PS', string> = { CS: 'Common', PS: 'Preferred' };

export const CANCELLATION_LABELS: Record<(typeof CANCELLATION_BEHAVIORS)[number], string> = {
  RETURN_TO_POOL: 'Return to the pool',
  RETIRE: 'Retire the shares',
  HOLD_AS_CAPITAL_STOCK: 'Hold as capital stock',
  DEFINED_PER_PLAN_SECURITY: 'Defined per grant',
};

/** The six termination reasons of spec 9 with their words, in the spec's order. */
export const TERMINATION_REASONS = captable.TERMINATION_REASONS.map((reason) => ({
  reason,
  label: captable.TERMINATION_REASON_LABELS[reason],
}));

export const PERIOD_UNIT_LABELS: Record<'day' | 'month' | 'year', string> = {
  day: 'days',
  month: 'months',
  year: 'years',
};

/** '3 months', '1 year'. */
export function periodText(period: number, unit: 'day' | 'month' | 'year'): string {
  return `${period} ${unit}${period === 1 ? '' : 's'}`;
}

/** Messages of the set-up screens. */
export const SETUP_TEXTS = {
  saveFailed: 'The change could not be saved. Please try again.',
  readOnly: 'Your role can view this but not change it.',
} as const;
