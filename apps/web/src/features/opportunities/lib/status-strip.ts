import { OPPORTUNITY_INVESTOR_STEP, type OpportunityInvestorStatus, opportunityInvestorStatusLabel } from '@dl/domain';

/**
 * The investor-side ladder of spec 4 as a strip, every step in its order; Reviewed (BIG_BOYS_SEEN 4)
 * is reached when the investor opens the data room. The declined states show as a red note instead.
 */
export const STRIP_STEPS: readonly { status: OpportunityInvestorStatus; label: string }[] = [
  { status: 'APPROVED', label: 'Open to me' },
  { status: 'NDA_SIGN_IN_PROCESS', label: 'NDA in signing' },
  { status: 'NDA_SIGNED', label: 'NDA signed' },
  { status: 'NDA_EXECUTED', label: 'NDA executed' },
  { status: 'BIG_BOYS_SEEN', label: opportunityInvestorStatusLabel('BIG_BOYS_SEEN') },
  { status: 'IOI_SENT', label: 'Interest sent' },
  { status: 'DEAL_SIGNED', label: 'Deal signed' },
  { status: 'DEAL_APPROVED', label: 'Deal approved' },
  { status: 'DEAL_EXECUTED', label: 'Deal executed' },
];

export const DECLINED_TEXT: Partial<Record<OpportunityInvestorStatus, string>> = {
  NDA_DECLINED: 'NDA declined',
  DEAL_DECLINED: 'Deal declined',
};

/** How many strip steps are reached (0 when declined). */
export function reachedSteps(status: OpportunityInvestorStatus): number {
  const step = OPPORTUNITY_INVESTOR_STEP[status];
  if (step < 0) return 0;
  return STRIP_STEPS.filter((s) => OPPORTUNITY_INVESTOR_STEP[s.status] <= step).length;
}
