import { describe, expect, it } from 'vitest';
import { INVESTMENT_STATUSES, type InvestmentStatus } from '../workflow/investment.ts';
import { COMMITTED_STATUSES, INVESTED_STATUSES, investorAmounts, isCommitted, isInvested } from './investor-amounts.ts';

describe('committed and invested', () => {
  it.each([
    ['CREATED', false, false],
    ['IOI_SENT', false, false],
    ['DEAL_SIGN_IN_PROCESS', false, false],
    ['DEAL_PENDING_REVIEW', true, false],
    ['DEAL_APPROVED', true, false],
    ['DEAL_SIGNED', true, false],
    ['DEAL_EXECUTED', true, true],
    ['DEAL_DECLINED', false, false],
  ] as const)('%s: committed %s, invested %s', (status, committed, invested) => {
    expect(isCommitted(status)).toBe(committed);
    expect(isInvested(status)).toBe(invested);
  });

  it('covers known statuses only, and every invested status is committed', () => {
    for (const s of [...COMMITTED_STATUSES, ...INVESTED_STATUSES]) expect(INVESTMENT_STATUSES).toContain(s);
    for (const s of INVESTED_STATUSES) expect(COMMITTED_STATUSES as readonly string[]).toContain(s);
  });

  it('sums exactly, with no float drift', () => {
    const rows: Array<{ status: InvestmentStatus; amount: string }> = [
      { status: 'DEAL_EXECUTED', amount: '0.10' },
      { status: 'DEAL_EXECUTED', amount: '0.20' },
      { status: 'DEAL_SIGNED', amount: '99999999999999999.99' },
      { status: 'DEAL_DECLINED', amount: '500' },
      { status: 'IOI_SENT', amount: '10000' },
    ];
    expect(investorAmounts(rows)).toEqual({ committed: '100000000000000000.29', invested: '0.30' });
    expect(investorAmounts([])).toEqual({ committed: '0.00', invested: '0.00' });
  });
});
