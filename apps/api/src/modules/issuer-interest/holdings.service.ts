import type { IssuerHoldings } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import { type CompanyMemberships, companyScope } from '#api/plugins/guards/index.ts';
import { findHoldings } from './holdings.repository.ts';

/** The security types of the share terms (spec 3 "Security terms by type number"), in words. */
const SECURITY_LABELS: Readonly<Record<number, string>> = {
  1: 'Common stock',
  2: 'Preferred stock',
  3: 'Preferred stock',
  4: 'SAFE',
  5: 'Convertible note',
  6: 'Debt',
  7: 'Debt',
  8: 'Debt',
  9: 'Fund interest',
};
const NOT_SET = 'Not set';

const securityLabel = (type: number | null) => (type === null ? NOT_SET : (SECURITY_LABELS[type] ?? NOT_SET));

/**
 * `GET issuers/companies/:issuerId/holdings` (`issuer.enter`): the company's DEAL_EXECUTED
 * investments per opportunity and security, until the cap-table portal lands (issue 16 point 7).
 * Amounts are PostgreSQL numeric sums, sent as exact decimal strings.
 */
export async function getIssuerHoldings(
  ctx: AppContext,
  memberships: CompanyMemberships,
  issuerId: string,
): Promise<IssuerHoldings> {
  companyScope(memberships, issuerId, 'issuer.enter');
  const rows = await findHoldings(ctx.db, memberships.fiduciaryId, issuerId);
  return {
    results: rows.map((r) => ({
      opportunity: { id: r.opportunity_id, name: r.opportunity_name },
      security_type: r.security_type,
      security_label: securityLabel(r.security_type),
      investors: r.investors,
      amount: r.amount,
    })),
    total: rows[0]?.total ?? '0.00',
  };
}
