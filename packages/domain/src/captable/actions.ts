/**
 * The security actions of spec 4 and CAPTABLE 4.7, and where each applies. `actionRefusal` answers
 * null when the action applies, or the sentence that says why not.
 */
import { kindInWords, type SecurityKind } from './securities.ts';

export const SECURITY_ACTIONS = [
  'transfer',
  'modify',
  'cancel',
  'delete',
  'repurchase',
  'exercise',
  'terminate',
  'vesting',
  'retract',
  'view',
] as const;
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];

export type SecurityStatus = 'draft' | 'issued' | 'ended';

export interface ActionTarget {
  securityId: string;
  kind: SecurityKind;
  status: SecurityStatus;
  /** Whether any transaction acted on it after its issuance (a retraction is then refused). */
  actedOn?: boolean;
  /** Options and shares under a vesting schedule. */
  hasVesting?: boolean;
}

/** The OCF event each action records (CAPTABLE 4.7), by kind where it differs. */
export const OCF_EVENT: Record<Exclude<SecurityAction, 'view' | 'delete'>, string> = {
  transfer: 'TX_*_TRANSFER',
  modify: 'TX_EQUITY_COMPENSATION_REPRICING or TX_STOCK_REISSUANCE',
  cancel: 'TX_*_CANCELLATION',
  repurchase: 'TX_STOCK_REPURCHASE',
  exercise: 'TX_EQUITY_COMPENSATION_EXERCISE or TX_WARRANT_EXERCISE',
  terminate: 'CE_STAKEHOLDER_STATUS',
  vesting: 'TX_VESTING_START, TX_VESTING_EVENT or TX_VESTING_ACCELERATION',
  retract: 'TX_*_RETRACTION',
};

export function actionRefusal(action: SecurityAction, t: ActionTarget): string | null {
  const id = t.securityId;
  if (action === 'view') return null;
  if (t.status === 'ended') return `${id} has ended; it can only be viewed.`;
  if (action === 'delete')
    return t.status === 'draft'
      ? null
      : `${id} has been issued, so it cannot be deleted; retract it if it was issued in error, or cancel it.`;
  if (t.status === 'draft') {
    if (action === 'modify') return null;
    return `${id} is still a draft; issue it before you ${action === 'vesting' ? 'change its vesting' : action} it.`;
  }
  switch (action) {
    case 'modify':
    case 'cancel':
    case 'transfer':
      return null;
    case 'repurchase':
      return t.kind === 'CS' || t.kind === 'PS'
        ? null
        : `Only shares can be repurchased; ${id} is ${kindInWords(t.kind)}.`;
    case 'exercise':
      return t.kind === 'OP' || t.kind === 'WA'
        ? null
        : `Only options and warrants can be exercised; ${id} is ${kindInWords(t.kind)}.`;
    case 'terminate':
      return t.kind === 'OP' || t.hasVesting
        ? null
        : `Termination applies to options and vesting shares; ${id} is ${kindInWords(t.kind)} without vesting.`;
    case 'vesting':
      return t.kind === 'OP' || t.kind === 'CS' || t.kind === 'PS' || t.kind === 'WA'
        ? null
        : `${kindInWords(t.kind).replace(/^a/, 'A')} does not vest.`;
    case 'retract':
      return t.actedOn ? `${id} has been acted on since it was issued; cancel it instead of retracting it.` : null;
  }
}

/** The actions that apply to a security, for menus. */
export function allowedActions(t: ActionTarget): SecurityAction[] {
  return SECURITY_ACTIONS.filter((a) => actionRefusal(a, t) === null);
}
