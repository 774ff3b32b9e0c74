import type { InvestmentStatus } from '../workflow/investment.ts';
import { addMoney } from '../portfolio/money.ts';

/**
 * An investor's amounts on the fund-admin screens (issue 15 point 3), one definition for every screen:
 * - committed: the amounts of investments the investor has signed and that are not declined, that
 *   is from 'Waiting for approval' (the investor's signature is on the subscription) up to and
 *   including executed: DEAL_PENDING_REVIEW, DEAL_APPROVED, DEAL_SIGNED, DEAL_EXECUTED. An interest
 *   (IOI_SENT) or a signing in progress is not a commitment yet; a declined deal never counts.
 * - invested: the amounts of executed investments (DEAL_EXECUTED) only; invested <= committed.
 */
export const COMMITTED_STATUSES = [
  'DEAL_PENDING_REVIEW',
  'DEAL_APPROVED',
  'DEAL_SIGNED',
  'DEAL_EXECUTED',
] as const satisfies readonly InvestmentStatus[];

export const INVESTED_STATUSES = ['DEAL_EXECUTED'] as const satisfies readonly InvestmentStatus[];

export function isCommitted(status: InvestmentStatus): boolean {
  return (COMMITTED_STATUSES as readonly string[]).includes(status);
}

export function isInvested(status: InvestmentStatus): boolean {
  return (INVESTED_STATUSES as readonly string[]).includes(status);
}

/** Exact sums (decimal strings, two decimals) of an investor's investments. */
export function investorAmounts(investments: ReadonlyArray<{ status: InvestmentStatus; amount: string }>): {
  committed: string;
  invested: string;
} {
  return {
    committed: addMoney('0', ...investments.filter((i) => isCommitted(i.status)).map((i) => i.amount)),
    invested: addMoney('0', ...investments.filter((i) => isInvested(i.status)).map((i) => i.amount)),
  };
}
