import { type CapVesting, type SecurityActionBody, securityActionBodySchema } from '@dl/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

export type ActionName = SecurityActionBody['action'];

/** What the dialog's inputs hold, whatever the action ('' while empty). */
export interface ActionValues {
  action: ActionName;
  quantity: string;
  to_stakeholder_id: string;
  reason: string;
  price: string;
  disposition: string;
  date: string | null;
  termination_reason: string;
  accelerate_quantity: string;
  vesting_mode: 'keep' | 'time' | 'custom';
  vesting: CapVesting | null;
  /** Exercise: the class of the new shares (a warrant without a class of its own). */
  class_id: string;
}

export const emptyAction = (action: ActionName, today: string): ActionValues => ({
  action,
  quantity: '',
  to_stakeholder_id: '',
  reason: '',
  price: '',
  disposition: 'treasury',
  date: today,
  termination_reason: '',
  accelerate_quantity: '',
  vesting_mode: 'keep',
  vesting: null,
  class_id: '',
});

const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());

/** The body of the chosen action from the inputs (the contract's discriminated union). */
function toActionBody(v: ActionValues): Record<string, unknown> {
  const date = v.date ?? '';
  switch (v.action) {
    case 'transfer':
      return { action: v.action, quantity: v.quantity, to_stakeholder_id: v.to_stakeholder_id, date };
    case 'cancel':
      return { action: v.action, quantity: v.quantity, reason: v.reason, date };
    case 'repurchase':
      return { action: v.action, quantity: v.quantity, price: v.price, disposition: v.disposition, date };
    case 'exercise':
      return { action: v.action, quantity: v.quantity, date, class_id: opt(v.class_id) };
    case 'terminate':
      return { action: v.action, reason: v.termination_reason || undefined, termination_date: date };
    case 'vesting':
      return {
        action: v.action,
        accelerate_quantity: opt(v.accelerate_quantity),
        vesting: v.vesting_mode === 'keep' ? undefined : (v.vesting ?? undefined),
        date,
      };
    case 'retract':
      return { action: v.action, reason: v.reason, date };
    case 'modify':
      return { action: v.action, price: opt(v.price), date };
  }
}

/** Where each body field's message shows (the terminate reason and date have inputs of their own). */
const INPUT_OF: Record<string, string> = { termination_date: 'date', reason: 'reason' };
const REQUIRED: Record<string, string> = {
  quantity: 'Quantity is required',
  to_stakeholder_id: 'Choose who receives the shares',
  reason: 'Reason is required',
  price: 'Price is required',
  date: 'Date is required',
  termination_date: 'Date is required',
  termination_reason: 'Choose the reason for the termination',
};

function put(errors: Record<string, unknown>, path: string[], message: string) {
  let node = errors;
  for (const part of path.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  const last = path.at(-1) as string;
  if (!node[last]) node[last] = { type: 'validation', message };
}

/**
 * Checks the body with the contract's schema; a missing value says what is required in words (the
 * schema's own message for an absent field is a type error, not a sentence).
 */
export const actionResolver: Resolver<ActionValues, unknown, SecurityActionBody> = async (values) => {
  const body = toActionBody(values);
  const parsed = securityActionBodySchema.safeParse(body);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    const [head = ''] = path;
    const value = (body as Record<string, unknown>)[head];
    const empty = value === undefined || value === '' || value === null;
    let input = INPUT_OF[head] ?? head;
    if (values.action === 'terminate' && head === 'reason') input = 'termination_reason';
    put(
      errors,
      [input, ...path.slice(1)],
      empty && path.length === 1 ? (REQUIRED[input] ?? issue.message) : issue.message,
    );
  }
  return { values: {}, errors: errors as FieldErrors<ActionValues> };
};

const ACTION_INPUTS = new Set([
  'quantity',
  'to_stakeholder_id',
  'reason',
  'price',
  'disposition',
  'date',
  'accelerate_quantity',
]);

/** The input a refusal's body field shows at, or null when the dialog has none for it. */
export function inputOf(action: ActionName, path: string): string | null {
  if (path === 'termination_date') return 'date';
  if (action === 'terminate' && path === 'reason') return 'termination_reason';
  if (path.startsWith('vesting.') && action === 'vesting') return path;
  return ACTION_INPUTS.has(path) ? path : null;
}
