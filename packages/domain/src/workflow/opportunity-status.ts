/** Investor-side opportunity status ladder of spec 4, as given (BIG_BOYS_SEEN shows as Reviewed). */
export const OPPORTUNITY_INVESTOR_STEP = {
  NDA_DECLINED: -2,
  DEAL_DECLINED: -1,
  APPROVED: 0,
  NDA_SIGN_IN_PROCESS: 1,
  NDA_SIGNED: 2,
  NDA_EXECUTED: 3,
  BIG_BOYS_SEEN: 4,
  IOI_SENT: 5,
  DEAL_SIGNED: 6,
  DEAL_APPROVED: 7,
  DEAL_EXECUTED: 8,
} as const;
export type OpportunityInvestorStatus = keyof typeof OPPORTUNITY_INVESTOR_STEP;

export function opportunityInvestorStatusLabel(status: OpportunityInvestorStatus): string {
  return status === 'BIG_BOYS_SEEN' ? 'Reviewed' : status;
}

/** Opportunity lifecycle (spec 4 "Other statuses"). */
export const OPPORTUNITY_LIFECYCLE = ['Created', 'Ready for Review', 'Pending Review', 'Published', 'Closed'] as const;
export type OpportunityLifecycle = (typeof OPPORTUNITY_LIFECYCLE)[number];

/** Interest or access status of an investor for an opportunity. */
export const ACCESS_STATUSES = ['APPROVED', 'PENDING', 'CLOSED', 'NDA_DECLINED'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];
