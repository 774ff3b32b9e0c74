import { describe, expect, it } from 'vitest';
import { dealIssuance, dealSecurityKind } from './deal-issuance.ts';

describe('deal to ledger', () => {
  it.each([
    [1, 'CS'],
    [2, 'PS'],
    [3, 'PS'],
    [4, 'SAFE'],
    [5, 'CN'],
    [6, null],
    [7, null],
    [8, null],
    [9, null],
    [null, null],
  ])('terms type %s names %s', (type, kind) => {
    expect(dealSecurityKind(type)).toBe(kind);
  });

  it('buys whole shares and records the remainder as cash (R5)', () => {
    expect(dealIssuance('PS', '30000', '1.27')).toEqual({
      kind: 'PS',
      quantity: { value: '23622', rounding: 'DL-DEFAULT R5' },
      price: '1.27',
      cash: { value: '0.06', rounding: 'DL-DEFAULT R5' },
    });
  });

  it('an even amount leaves no cash', () => {
    const d = dealIssuance('CS', '50000', '1.25');
    expect(d?.quantity?.value).toBe('40000');
    expect(d?.cash?.value).toBe('0');
  });

  it('shares without a price wait for one; a SAFE keeps the amount', () => {
    expect(dealIssuance('PS', '1000', null)).toEqual({ kind: 'PS', quantity: null, price: null, cash: null });
    expect(dealIssuance('SAFE', '25000', null)).toEqual({
      kind: 'SAFE',
      quantity: null,
      price: null,
      cash: null,
      amount: '25000',
    });
  });
});
