import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sum } from './exact.ts';
import { applyTx, emptyLedger, replay } from './ledger.ts';
import type { LedgerState, LedgerTx } from './ledger-types.ts';
import {
  FD_DEFINITIONS,
  type FdDefinition,
  holderOwnership,
  ownership,
  ownershipFromTotals,
  ownershipTotals,
} from './ownership.ts';

const DEFINITIONS = Object.keys(FD_DEFINITIONS) as FdDefinition[];

const SETUP: LedgerTx[] = [
  { id: 's1', date: '2025-01-01', type: 'stock_class', classId: 'common', kind: 'CS', authorized: '9000000' },
  {
    id: 's2',
    date: '2025-01-01',
    type: 'stock_class',
    classId: 'pref',
    kind: 'PS',
    authorized: '3000000',
    conversionRatio: '1.25',
  },
  {
    id: 's3',
    date: '2025-01-01',
    type: 'plan',
    planId: 'plan',
    classId: 'common',
    reserved: '2000000',
    cancellationBehavior: 'RETURN_TO_POOL',
  },
];

/** The paged API's way: totals without holders, then each holder's row measured against them. */
function byTotalsThenRows(state: LedgerState, definition: FdDefinition, assumptions: Record<string, string>) {
  const { holders, ...totals } = ownershipTotals(state, assumptions);
  const summary = ownershipFromTotals(totals, { definition, promisedOptions: '1000' });
  const rows = (holders ?? []).map((h) => holderOwnership(h, summary)).filter((r) => r.fullyDiluted !== '0');
  return { ...summary, stakeholders: rows };
}

const step = fc.record({
  op: fc.constantFrom('issue', 'transfer', 'repurchase', 'exercise' as const),
  kind: fc.constantFrom('CS', 'PS', 'OP', 'WA', 'SAFE' as const),
  holder: fc.nat(5),
  pick: fc.nat(),
  qty: fc.bigInt(1n, 300000n),
});

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function toTx(s: LedgerState, c: Step, i: number): LedgerTx {
  const id = `t${i}`;
  const date = '2025-02-01';
  const active = Object.values(s.securities).filter((h) => h.status === 'active');
  const h = active[c.pick % Math.max(active.length, 1)];
  const q = String(c.qty);
  if (c.op === 'issue' || !h) {
    const classId = c.kind === 'PS' ? 'pref' : c.kind === 'CS' ? 'common' : undefined;
    return {
      id,
      date,
      type: 'issuance',
      securityId: `${c.kind}-${i}`,
      kind: c.kind,
      stakeholderId: `h${c.holder}`,
      quantity: q,
      ...(classId ? { classId } : {}),
      ...(c.kind === 'OP' ? { planId: 'plan' } : {}),
    };
  }
  const balanceId = `${h.kind}-${i}b`;
  if (c.op === 'transfer')
    return {
      id,
      date,
      type: 'transfer',
      securityId: h.securityId,
      quantity: q,
      toStakeholderId: `h${(Number(h.stakeholderId.slice(1)) + 1) % 6}`,
      resultingId: `${h.kind}-${i}`,
      balanceId,
    };
  if (c.op === 'repurchase')
    return {
      id,
      date,
      type: 'repurchase',
      securityId: h.securityId,
      quantity: q,
      price: '0.01',
      disposition: 'treasury',
      balanceId,
    };
  return {
    id,
    date,
    type: 'exercise',
    securityId: h.securityId,
    quantity: q,
    resultingId: `CS-${i}`,
    classId: 'common',
    balanceId,
  };
}

describe('ownership: one definition over totals and over a replayed ledger', () => {
  it('agrees for every definition on random ledgers (issue, transfer, repurchase to treasury, exercise)', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const first = replay(SETUP);
        if (!first.ok) throw new Error(first.error);
        let state = first.state;
        steps.forEach((c, i) => {
          const r = applyTx(state, toTx(state, c, i));
          if (r.ok) state = r.state;
        });
        const safes = Object.values(state.securities).filter((h) => h.kind === 'SAFE' && h.status === 'active');
        const assumptions = Object.fromEntries(safes.map((h) => [h.securityId, '7']));
        for (const definition of DEFINITIONS) {
          const whole = ownership(state, { definition, promisedOptions: '1000', convertibleAssumptions: assumptions });
          expect(byTotalsThenRows(state, definition, assumptions)).toEqual(whole);
          // Outstanding as-converted from the classes' totals equals the holders' own sum.
          const all = ownershipTotals(state).holders ?? [];
          expect(whole.outstandingAsConverted).toBe(sum(all.map((h) => h.asConverted)));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the convertibles count only under FD including convertibles', () => {
    const r = replay([
      ...SETUP,
      {
        id: 'i1',
        date: '2025-02-01',
        type: 'issuance',
        securityId: 'CS-1',
        kind: 'CS',
        stakeholderId: 'a',
        quantity: '1000',
        classId: 'common',
      },
      {
        id: 'i2',
        date: '2025-02-01',
        type: 'issuance',
        securityId: 'SAFE-1',
        kind: 'SAFE',
        stakeholderId: 'b',
        quantity: '50000',
      },
    ]);
    if (!r.ok) throw new Error(r.error);
    const totals = ownershipTotals(r.state, { 'SAFE-1': '250' });
    expect(ownershipFromTotals(totals, { definition: 'FD' }).fullyDiluted).toBe('2001000');
    expect(ownershipFromTotals(totals, { definition: 'FD_INCL_CONVERTIBLES' }).fullyDiluted).toBe('2001250');
    expect(ownershipFromTotals(totals, { definition: 'OUTSTANDING_ONLY' }).fullyDiluted).toBe('1000');
    const b = ownershipFromTotals(totals, { definition: 'FD_INCL_CONVERTIBLES' }).stakeholders.find(
      (s) => s.stakeholderId === 'b',
    );
    expect(b).toMatchObject({ asConverted: '0', rights: '250', fullyDiluted: '250', percentOutstanding: null });
  });

  it('an empty ledger gives zeros, not a division by zero', () => {
    const s = ownership(emptyLedger());
    expect(s).toMatchObject({ fullyDiluted: '0', outstandingAsConverted: '0', classes: [], stakeholders: [] });
  });
});
