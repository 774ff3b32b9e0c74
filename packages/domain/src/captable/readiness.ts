/**
 * Draft readiness (spec 4, CAPTABLE 4.2): 'Ready to be issued' or 'Missing Information' with what
 * is missing. The lists are the `required` fields of the OCF v1.2.0 issuance schemas
 * (objects/transactions/issuance/*.schema.json plus the Issuance primitive), in words.
 */
import type { SecurityKind } from './securities.ts';

export interface ReadinessField {
  /** The draft's field. */
  key: string;
  /** The field in words, as the person reads it. */
  label: string;
  /** The OCF field it fills. */
  ocf: string;
}

const COMMON: ReadinessField[] = [
  { key: 'stakeholderId', label: 'Stakeholder', ocf: 'stakeholder_id' },
  { key: 'issueDate', label: 'Issue date', ocf: 'date' },
  { key: 'securityLawExemptions', label: 'Securities law exemption', ocf: 'security_law_exemptions' },
];
const STOCK: ReadinessField[] = [
  ...COMMON,
  { key: 'stockClassId', label: 'Stock class', ocf: 'stock_class_id' },
  { key: 'quantity', label: 'Number of shares', ocf: 'quantity' },
  { key: 'sharePrice', label: 'Price per share', ocf: 'share_price' },
  { key: 'legendIds', label: 'Stock legends', ocf: 'stock_legend_ids' },
];
const CONVERTIBLE: ReadinessField[] = [
  ...COMMON,
  { key: 'investmentAmount', label: 'Investment amount', ocf: 'investment_amount' },
  { key: 'conversionTriggers', label: 'Conversion triggers', ocf: 'conversion_triggers' },
  { key: 'seniority', label: 'Seniority', ocf: 'seniority' },
];

/** What a draft of each kind needs before it can be issued. */
export const REQUIRED_FOR_ISSUE: Record<SecurityKind, readonly ReadinessField[]> = {
  CS: STOCK,
  PS: STOCK,
  CN: CONVERTIBLE,
  SAFE: CONVERTIBLE,
  WA: [
    ...COMMON,
    { key: 'quantity', label: 'Number of shares', ocf: 'quantity' },
    { key: 'exercisePrice', label: 'Exercise price', ocf: 'exercise_price' },
    { key: 'purchasePrice', label: 'Purchase price', ocf: 'purchase_price' },
    { key: 'exerciseTriggers', label: 'Exercise triggers', ocf: 'exercise_triggers' },
  ],
  OP: [
    ...COMMON,
    { key: 'optionKind', label: 'Option type (ISO, NSO or ISO/NSO)', ocf: 'compensation_type' },
    { key: 'quantity', label: 'Number of options', ocf: 'quantity' },
    { key: 'exercisePrice', label: 'Exercise price', ocf: 'exercise_price' },
    { key: 'expirationDate', label: 'Expiration date', ocf: 'expiration_date' },
    { key: 'terminationWindows', label: 'Post-termination exercise windows', ocf: 'termination_exercise_windows' },
    { key: 'planId', label: 'Equity plan', ocf: 'stock_plan_id' },
    { key: 'vesting', label: 'Vesting schedule (or none)', ocf: 'vesting_terms_id' },
  ],
};

export type Readiness =
  | { status: 'Ready to be issued'; missing: [] }
  | { status: 'Missing Information'; missing: string[] };

function present(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

/**
 * Whether a draft can be issued. A quantity must be more than zero. `vesting: 'none'` counts as an
 * explicit choice of no vesting; an empty legend list is allowed only as `legendIds: []` set on
 * purpose (`legendsNone: true`).
 */
export function readiness(kind: SecurityKind, draft: Record<string, unknown>): Readiness {
  const missing = REQUIRED_FOR_ISSUE[kind]
    .filter((f) => {
      const v = draft[f.key];
      if (f.key === 'legendIds' && draft.legendsNone === true) return false;
      if (f.key === 'quantity') return !(typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) && !/^0+(\.0+)?$/.test(v));
      return !present(v);
    })
    .map((f) => f.label);
  return missing.length === 0
    ? { status: 'Ready to be issued', missing: [] }
    : { status: 'Missing Information', missing };
}
