import { describe, expect, it } from 'vitest';
import { INVESTMENT_STATUSES } from '../workflow/investment.ts';
import { PAYMENT_STATUSES } from '../workflow/payment.ts';
import { INVESTED_STATUSES } from '../investor-directory/investor-amounts.ts';
import {
  DEAL_IN_PROGRESS_STATUSES,
  documentAwaitsSignature,
  investmentFigures,
  isOpenOpportunity,
  PAYMENT_STATUSES_AWAITING_INVESTOR,
  paymentAwaitsInvestor,
  pendingActionTarget,
  pendingActionText,
} from './investor-figures.ts';

describe('Invested and Committed', () => {
  it('counts executed investments as invested and live ones as committed, never both', () => {
    expect(INVESTED_STATUSES).toEqual(['DEAL_EXECUTED']);
    for (const status of INVESTMENT_STATUSES) {
      const inBoth =
        (INVESTED_STATUSES as readonly string[]).includes(status) && DEAL_IN_PROGRESS_STATUSES.includes(status);
      expect(inBoth, status).toBe(false);
    }
    // Every status but declined is in one of the two.
    const counted = [...INVESTED_STATUSES, ...DEAL_IN_PROGRESS_STATUSES].sort();
    expect(counted).toEqual(INVESTMENT_STATUSES.filter((s) => s !== 'DEAL_DECLINED').sort());
  });

  it('sums exactly to the cent, whatever the opportunity type', () => {
    const figures = investmentFigures([
      { status: 'DEAL_EXECUTED', amount: '505000' },
      { status: 'DEAL_EXECUTED', amount: '10000.00' },
      { status: 'DEAL_SIGNED', amount: '0.10' },
      { status: 'IOI_SENT', amount: '0.20' },
      { status: 'DEAL_DECLINED', amount: '99' },
    ]);
    expect(figures).toEqual({ invested: '515000.00', committed: '0.30' });
    expect(investmentFigures([])).toEqual({ invested: '0.00', committed: '0.00' });
  });
});

describe('Pending actions', () => {
  it('a payment waits for the investor exactly while confirm payment sent is possible', () => {
    expect(PAYMENT_STATUSES_AWAITING_INVESTOR).toEqual(['PENDING', 'SENT']);
    expect(PAYMENT_STATUSES.filter(paymentAwaitsInvestor)).toEqual(['PENDING', 'SENT']);
  });

  it('a document waits for my signature when it asks for one and I hold no signed copy', () => {
    expect(documentAwaitsSignature({ actionRequired: 'SIGNATURE_REQUIRED', signedCopyId: null })).toBe(true);
    expect(documentAwaitsSignature({ actionRequired: 'SIGNATURE_REQUIRED', signedCopyId: 'f' })).toBe(false);
    expect(documentAwaitsSignature({ actionRequired: 'NO_ACTION', signedCopyId: null })).toBe(false);
    expect(documentAwaitsSignature({ actionRequired: null, signedCopyId: null })).toBe(false);
  });

  it('says what to do in words and where to do it', () => {
    const money = (a: string) => `$${a}`;
    const sign = {
      kind: 'SIGN_DOCUMENT',
      subjectId: 'd1',
      name: 'Q3 statement',
      amount: null,
      callNumber: null,
    } as const;
    expect(pendingActionText(sign, money)).toBe('Sign Q3 statement');
    expect(pendingActionText({ ...sign, name: 'NDA', opportunityName: 'Fund I' }, money)).toBe('Sign NDA for Fund I');
    expect(pendingActionText({ ...sign, name: 'Fund I NDA', opportunityName: 'Fund I' }, money)).toBe(
      'Sign Fund I NDA',
    );
    expect(pendingActionTarget(sign)).toEqual({ name: 'Documents' });
    const pay = {
      kind: 'CONFIRM_PAYMENT',
      subjectId: 'i1',
      name: 'Fund I',
      amount: '10.00',
      callNumber: null,
    } as const;
    expect(pendingActionText(pay, money)).toBe('Confirm the payment of $10.00 for Fund I was sent');
    expect(pendingActionText({ ...pay, callNumber: 2 }, money)).toBe(
      'Confirm the capital call 2 payment of $10.00 for Fund I was sent',
    );
    expect(pendingActionTarget(pay)).toEqual({ name: 'Transaction', resource_id: 'i1' });
  });
});

describe('Open opportunities', () => {
  const open = { status: 'Published', closedForEntity: false, entityInvestmentStatuses: [] };
  it('is published, not closed for my entity, and not invested in', () => {
    expect(isOpenOpportunity(open)).toBe(true);
    expect(isOpenOpportunity({ ...open, status: 'Closed' })).toBe(false);
    expect(isOpenOpportunity({ ...open, closedForEntity: true })).toBe(false);
    expect(isOpenOpportunity({ ...open, entityInvestmentStatuses: ['IOI_SENT'] })).toBe(false);
    expect(isOpenOpportunity({ ...open, entityInvestmentStatuses: ['DEAL_DECLINED'] })).toBe(true);
  });
});
