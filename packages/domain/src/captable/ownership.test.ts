import { describe, expect, it } from 'vitest';
import { replay } from './ledger.ts';
import type { LedgerState, LedgerTx, LedgerTxBody } from './ledger-types.ts';
import { ownership } from './ownership.ts';
import { roundVotes } from './rounding.ts';

let n = 0;
const tx = (t: LedgerTxBody): LedgerTx => ({ id: `e1-${++n}`, date: '2025-01-01', ...t }) as LedgerTx;

/** E1: founders, seed preferred at 1.5, 800,000 options, a 100,000 warrant, 600,000 unissued pool, 200,000 in treasury. */
const E1: LedgerTx[] = [
  tx({ type: 'stock_class', classId: 'common', kind: 'CS', authorized: '20000000' }),
  tx({ type: 'stock_class', classId: 'seed', kind: 'PS', authorized: '1000000', conversionRatio: '1.5' }),
  tx({ type: 'plan', planId: 'plan', classId: 'common', reserved: '1400000', cancellationBehavior: 'RETURN_TO_POOL' }),
  tx({
    type: 'issuance',
    securityId: 'CS-1',
    kind: 'CS',
    stakeholderId: 'Founder A',
    quantity: '4500000',
    classId: 'common',
  }),
  tx({
    type: 'issuance',
    securityId: 'CS-2',
    kind: 'CS',
    stakeholderId: 'Founder B',
    quantity: '2700000',
    classId: 'common',
  }),
  tx({
    type: 'repurchase',
    securityId: 'CS-2',
    quantity: '200000',
    price: '0.01',
    disposition: 'treasury',
    balanceId: 'CS-3',
  }),
  tx({
    type: 'issuance',
    securityId: 'PS-1',
    kind: 'PS',
    stakeholderId: 'Seed preferred',
    quantity: '1000000',
    classId: 'seed',
  }),
  tx({
    type: 'issuance',
    securityId: 'OP-1',
    kind: 'OP',
    stakeholderId: 'Options outstanding',
    quantity: '800000',
    planId: 'plan',
  }),
  tx({ type: 'issuance', securityId: 'WA-1', kind: 'WA', stakeholderId: 'Warrant', quantity: '100000' }),
  tx({ type: 'issuance', securityId: 'SAFE-1', kind: 'SAFE', stakeholderId: 'SAFE investor', quantity: '250000' }),
];
const r = replay(E1);
if (!r.ok) throw new Error(r.error);
const state: LedgerState = r.state;

describe('E1 authorized, issued, outstanding and fully diluted (CAPTABLE 5)', () => {
  const fd = ownership(state);
  it.each([
    ['Founder A', '4500000', '45.0000%', '52.9412%'],
    ['Founder B', '2500000', '25.0000%', '29.4118%'],
    ['Seed preferred', '1500000', '15.0000%', '17.6471%'],
    ['Options outstanding', '800000', '8.0000%', null],
    ['Warrant', '100000', '1.0000%', null],
  ])('E1 %s: %s, %s fully diluted, %s outstanding', (holder, shares, pctFd, pctOut) => {
    const row = fd.stakeholders.find((s) => s.stakeholderId === holder);
    expect(row).toMatchObject({ fullyDiluted: shares, percentFullyDiluted: pctFd, percentOutstanding: pctOut });
  });

  it('E1 unissued pool 600,000 (6%), 10,000,000 fully diluted, 8,500,000 outstanding as-converted', () => {
    expect(fd).toMatchObject({
      definition: 'FD',
      unissuedPool: '600000',
      fullyDiluted: '10000000',
      outstandingAsConverted: '8500000',
    });
    expect(fd.definitionText).toMatch(/^Fully diluted:/);
    expect(fd.stakeholders.find((s) => s.stakeholderId === 'SAFE investor')).toBeUndefined();
  });

  it('E1 issued common 7,200,000 with 200,000 treasury, outstanding 7,000,000; preferred 1,000,000 not as-converted', () => {
    const common = fd.classes.find((c) => c.classId === 'common');
    const seed = fd.classes.find((c) => c.classId === 'seed');
    expect(common).toMatchObject({ issued: '7200000', treasury: '200000', outstanding: '7000000' });
    expect(seed).toMatchObject({ outstanding: '1000000', asConverted: '1500000', percentFullyDiluted: '15.0000%' });
  });

  it('E1 seed holders cast 1,500,000 votes as-converted (R11)', () => {
    expect(roundVotes('1500000')).toEqual({ value: '1500000', rounding: 'DL-DEFAULT R11' });
    expect(roundVotes('2.5').value).toBe('3');
  });

  it('names each definition: outstanding only, and FD including convertibles under assumptions', () => {
    const out = ownership(state, { definition: 'OUTSTANDING_ONLY' });
    expect(out).toMatchObject({ fullyDiluted: '8500000', unissuedPool: '0', optionsOutstanding: '0' });
    expect(out.stakeholders.find((s) => s.stakeholderId === 'Founder A')?.percentFullyDiluted).toBe('52.9412%');
    const conv = ownership(state, {
      definition: 'FD_INCL_CONVERTIBLES',
      convertibleAssumptions: { 'SAFE-1': '250000' },
    });
    expect(conv).toMatchObject({ convertibles: '250000', fullyDiluted: '10250000' });
    expect(ownership(state, { promisedOptions: '50000' }).fullyDiluted).toBe('10050000');
  });
});
