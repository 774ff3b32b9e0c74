import type { InvestmentWithOpportunity } from '@dl/contracts';
import type { InvestmentStatus } from '@dl/domain';

/** Statuses before the investor's signature on the deal (the opportunity page's Sign deal rule). */
const BEFORE_SIGNATURE: readonly InvestmentStatus[] = ['CREATED', 'IOI_SENT', 'DEAL_SIGN_IN_PROCESS'];

/**
 * Whether the investment waits for the investor to sign its deal document: it is before the
 * signature, the opportunity has a deal document and is still offered (Published).
 */
export function needsSignature(
  investment: Pick<InvestmentWithOpportunity, 'status' | 'document_id'> & {
    opportunity: Pick<InvestmentWithOpportunity['opportunity'], 'status'>;
  },
): boolean {
  return (
    BEFORE_SIGNATURE.includes(investment.status) &&
    investment.document_id !== null &&
    investment.opportunity.status === 'Published'
  );
}
