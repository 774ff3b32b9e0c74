import { defineMachine } from './machine.ts';

/**
 * Investment (deal) status, spec 4. Transitions are ours (the spec shows none):
 *
 *   CREATED --send_interest--> IOI_SENT --start_signing--> DEAL_SIGN_IN_PROCESS
 *   DEAL_SIGN_IN_PROCESS --sign--> DEAL_PENDING_REVIEW ('Waiting for approval': the investor signed)
 *   DEAL_PENDING_REVIEW --approve--> DEAL_APPROVED --countersign--> DEAL_SIGNED (all parties signed)
 *   DEAL_SIGNED --execute--> DEAL_EXECUTED
 *   decline from any state before DEAL_SIGNED -> DEAL_DECLINED
 *
 * Signing before approval follows the investor-side opportunity ladder (IOI_SENT 5, DEAL_SIGNED 6,
 * DEAL_APPROVED 7, DEAL_EXECUTED 8) and the flow (sign the deal -> 'Waiting for approval').
 * The investor progress numbers of spec 4 are kept as given for display (INVESTMENT_PROGRESS_STEP).
 */
export const INVESTMENT_STATUSES = [
  'CREATED',
  'IOI_SENT',
  'DEAL_SIGN_IN_PROCESS',
  'DEAL_PENDING_REVIEW',
  'DEAL_APPROVED',
  'DEAL_SIGNED',
  'DEAL_EXECUTED',
  'DEAL_DECLINED',
] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];

export const investmentMachine = defineMachine({
  name: 'investment',
  states: INVESTMENT_STATUSES,
  events: {
    send_interest: { from: ['CREATED'], to: 'IOI_SENT' },
    start_signing: { from: ['IOI_SENT'], to: 'DEAL_SIGN_IN_PROCESS' },
    /** The ceremony was left without signing: the investor can start again. */
    abandon_signing: { from: ['DEAL_SIGN_IN_PROCESS'], to: 'IOI_SENT' },
    sign: { from: ['DEAL_SIGN_IN_PROCESS'], to: 'DEAL_PENDING_REVIEW' },
    approve: { from: ['DEAL_PENDING_REVIEW'], to: 'DEAL_APPROVED' },
    countersign: { from: ['DEAL_APPROVED'], to: 'DEAL_SIGNED' },
    execute: { from: ['DEAL_SIGNED'], to: 'DEAL_EXECUTED' },
    decline: {
      from: ['CREATED', 'IOI_SENT', 'DEAL_SIGN_IN_PROCESS', 'DEAL_PENDING_REVIEW', 'DEAL_APPROVED'],
      to: 'DEAL_DECLINED',
    },
  },
});
export type InvestmentEvent = keyof typeof investmentMachine.events;

/** Spec 4: investor-side progress steps, as given. */
export const INVESTMENT_PROGRESS_STEP: Readonly<Partial<Record<InvestmentStatus, number>>> = {
  DEAL_DECLINED: -2,
  CREATED: 0,
  DEAL_PENDING_REVIEW: 1,
  DEAL_APPROVED: 2,
  DEAL_SIGN_IN_PROCESS: 3,
  DEAL_SIGNED: 4,
  DEAL_EXECUTED: 5,
};

/** Spec 4 display texts; the others show the status name. */
export const INVESTMENT_STATUS_TEXT: Readonly<Partial<Record<InvestmentStatus, string>>> = {
  CREATED: 'Transaction in progress',
  IOI_SENT: 'Transaction in progress',
  DEAL_PENDING_REVIEW: 'Waiting for approval',
  DEAL_SIGN_IN_PROCESS: 'Signing in progress',
};

/** Spec 4 colours: declined red, executed green, the others orange. */
export function investmentStatusColor(status: InvestmentStatus): 'red' | 'green' | 'orange' {
  if (status === 'DEAL_DECLINED') return 'red';
  if (status === 'DEAL_EXECUTED') return 'green';
  return 'orange';
}

export function investmentStatusText(status: InvestmentStatus): string {
  return (
    INVESTMENT_STATUS_TEXT[status] ??
    status
      .replace(/^DEAL_/, 'Deal ')
      .replaceAll('_', ' ')
      .toLowerCase()
      .replace(/^\w/, (c) => c.toUpperCase())
  );
}

/**
 * The statuses a person cannot tell apart from `status`: those shown with the same label (CREATED and
 * IOI_SENT are both 'Transaction in progress'). A status filter matches what people see, so it
 * matches them all.
 */
export function statusesShownAs(status: InvestmentStatus): InvestmentStatus[] {
  const label = investmentStatusText(status);
  return INVESTMENT_STATUSES.filter((s) => investmentStatusText(s) === label);
}

/** A status filter's choices: each label once, valued by the first status that shows it. */
export function investmentStatusOptions(): { value: InvestmentStatus; label: string }[] {
  const seen = new Set<string>();
  return INVESTMENT_STATUSES.flatMap((value) => {
    const label = investmentStatusText(value);
    if (seen.has(label)) return [];
    seen.add(label);
    return [{ value, label }];
  });
}

/** A deal still moving (not executed, not declined): the provider's "open deals" count (ADR 0029). */
export const OPEN_DEAL_STATUSES = INVESTMENT_STATUSES.filter((s) => s !== 'DEAL_EXECUTED' && s !== 'DEAL_DECLINED');
