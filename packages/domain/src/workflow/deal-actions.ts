import type { Action } from '../permissions.ts';
import { type InvestmentEvent, type InvestmentStatus, investmentMachine } from './investment.ts';

/** The fiduciary's buttons on a deal, the event each one sends, and the permission each needs (ADR 0026). */
export const DEAL_DESK_ACTIONS = {
  approve: { event: 'approve', permission: 'investments.decide' },
  decline: { event: 'decline', permission: 'investments.decide' },
  countersign: { event: 'countersign', permission: 'deals.countersign' },
  execute: { event: 'execute', permission: 'investments.execute' },
} as const satisfies Record<string, { event: InvestmentEvent; permission: Action }>;

export type DealDeskAction = keyof typeof DEAL_DESK_ACTIONS;

/**
 * What a staff member may do with a deal now: the state machine allows the step and the permission
 * map gives it to the role. `sealPending`: a submitted countersignature is being sealed, so the deal
 * takes no second one and is not declined under it.
 */
export function dealDeskActions(
  status: InvestmentStatus,
  allowed: (permission: Action) => boolean,
  options: { sealPending?: boolean } = {},
): DealDeskAction[] {
  return (Object.keys(DEAL_DESK_ACTIONS) as DealDeskAction[]).filter((action) => {
    const { event, permission } = DEAL_DESK_ACTIONS[action];
    if (options.sealPending && (action === 'countersign' || action === 'decline')) return false;
    return investmentMachine.can(status, event) && allowed(permission);
  });
}
