import type { NdaStatus } from '@dl/domain';

/** The NDA's status in words (spec 4 "NDA statuses"). */
export const NDA_STATUS_TEXT: Readonly<Record<NdaStatus, string>> = {
  NDA_SIGN_IN_PROCESS: 'Investor signing',
  NDA_SIGNED: 'Waiting for countersignature',
  NDA_COUNTERSIGN_IN_PROCESS: 'Countersigning',
  NDA_EXECUTED: 'Executed',
  NDA_DECLINED: 'Declined',
};

export const INTEREST_TEXTS = {
  loadFailed: 'Failed to load data',
  noInvestor: 'No investor has viewed this opportunity yet',
  noMatch: 'No investor matches these filters',
  noReads: 'No one has opened a data-room document yet',
  noHoldings: 'No investment in this company has been executed yet',
} as const;

/** Spec 9 share of a count in whole percent ("0%" when the base is empty). */
export function shareOf(count: number, base: number): string {
  if (base <= 0) return '0%';
  return `${Math.round((count / base) * 100)}%`;
}
