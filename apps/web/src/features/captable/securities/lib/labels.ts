import { captable } from '@dl/domain';

export const LOAD_FAILED = 'Failed to load data';
export const SAVE_FAILED = 'The security could not be saved.';
export const ACTION_FAILED = 'The action could not be completed.';

export type SecurityKind = captable.SecurityKind;
export const KIND_LABELS = captable.SECURITY_KIND_LABELS;
export const KIND_OPTIONS = captable.SECURITY_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }));

export const STATUS_LABELS = { draft: 'Draft', issued: 'Issued', ended: 'Ended' } as const;
export const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((s) => ({
  value: s,
  label: STATUS_LABELS[s],
}));

export const OPTION_KIND_LABELS = { iso: 'ISO', nso: 'NSO', iso_nso: 'ISO/NSO (split by the $100,000 rule)' } as const;

export const TERMINATION_OPTIONS = captable.TERMINATION_REASONS.map((r) => ({
  value: r,
  label: captable.TERMINATION_REASON_LABELS[r],
}));

/** The menu's words for each action of spec 4. */
export const ACTION_LABELS: Record<string, string> = {
  transfer: 'Transfer',
  modify: 'Modify',
  cancel: 'Cancel',
  delete: 'Delete draft',
  repurchase: 'Repurchase',
  exercise: 'Exercise',
  terminate: 'Terminate',
  vesting: 'Vesting (set or accelerate)',
  retract: 'Retract',
};

export const REQUEST_STATUS_LABELS = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

export const REPURCHASE_DISPOSITIONS = [
  { value: 'treasury', label: 'Hold in treasury' },
  { value: 'retire', label: 'Retire the shares' },
  { value: 'return_to_pool', label: "Return to the plan's pool" },
];

/** Ledger transaction types in words (CAPTABLE 4); an unknown type is shown as written. */
export const TX_TYPE_LABELS: Record<string, string> = {
  stock_class: 'Stock class created',
  authorized_adjustment: 'Authorized shares changed',
  plan: 'Equity plan created',
  pool_adjustment: 'Plan pool changed',
  issuance: 'Issuance',
  transfer: 'Transfer',
  cancellation: 'Cancellation',
  repurchase: 'Repurchase',
  exercise: 'Exercise',
  conversion: 'Conversion',
  retraction: 'Retraction',
  acceptance: 'Acceptance',
  vesting_start: 'Vesting start',
};
export const txTypeLabel = (type: string) => TX_TYPE_LABELS[type] ?? type.replace(/_/g, ' ');
