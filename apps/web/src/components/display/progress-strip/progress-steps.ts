import { formatDate } from '@dl/domain';

/** Spec 3 "Investment": the strip's steps, in order, by the field of the combined record. */
export const INVESTOR_PROGRESS_STEPS = [
  { key: 'nda_signed_date', label: 'NDA Signed' },
  { key: 'deal_signed_date', label: 'Deal Signed' },
  { key: 'counter_signed_deal_date', label: 'Deal Countersigned' },
  { key: 'payments_received', label: 'Payment Received' },
  { key: 'payments_acknowledged', label: 'Payment Acknowledged' },
] as const;

type ProgressKey = (typeof INVESTOR_PROGRESS_STEPS)[number]['key'];
type ProgressValue = string | boolean | null | undefined;
export type InvestmentProgress = Partial<Record<ProgressKey, ProgressValue>>;

export interface ProgressStep {
  key: ProgressKey;
  label: string;
  done: boolean;
  /** MM/DD/YYYY when the value is a date; empty for a plain flag. */
  date: string;
}

/** A step is highlighted when its value is set (spec 3): a date, or true. */
export function progressSteps(investment: InvestmentProgress): ProgressStep[] {
  return INVESTOR_PROGRESS_STEPS.map(({ key, label }) => {
    const value = investment[key];
    const done = typeof value === 'string' ? value.trim() !== '' : value === true;
    return { key, label, done, date: typeof value === 'string' && done ? formatDate(value) : '' };
  });
}
