import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, gte, isNegative, sub, sum } from './exact.ts';
import { applyTx, emptyLedger, planAvailable, replay } from './ledger.ts';
import type { LedgerState, LedgerTx } from './ledger-types.ts';

/** A command picks its target by index among active securities, so most sequences stay valid. */
const command = fc.oneof(
  fc.record({
    op: fc.constant('issue' as const),
    kind: fc.constantFrom('CS', 'PS', 'OP', 'WA', 'SAFE'),
    holder: fc.nat(4),
    qty: fc.bigInt(1n, 400000n),
  }),
  fc.record({
    op: fc.constantFrom('transfer', 'cancel', 'exercise', 'repurchase' as const),
    pick: fc.nat(),
    holder: fc.nat(4),
    qty: fc.bigInt(1n, 500000n),
    whole: fc.boolean(),
    disp: fc.constantFrom('treasury', 'retire', 'return_to_pool' as const),
  }),
  fc.record({ op: fc.constantFrom('convert', 'retract', 'accept' as const), pick: fc.nat() }),
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

const SETUP: LedgerTx[] = [
  { id: 't-c', date: '2025-01-01', type: 'stock_class', classId: 'common', kind: 'CS', authorized: '5000000' },
  {
    id: 't-p',
    date: '2025-01-01',
    type: 'stock_class',
    classId: 'pref',
    kind: 'PS',
    authorized: '2000000',
    conversionRatio: '1.5',
  },
  {
    id: 't-plan',
    date: '2025-01-01',
    type: 'plan',
    planId: 'plan',
    classId: 'common',
    reserved: '1000000',
    cancellationBehavior: 'RETURN_TO_POOL',
  },
];

function toTx(s: LedgerState, c: Command, i: number): LedgerTx {
  const id = `t-${i}`;
  const date = '2025-02-01';
  if (c.op === 'issue') {
    const classId = c.kind === 'PS' ? 'pref' : c.kind === 'CS' ? 'common' : undefined;
    return {
      id,
      date,
      type: 'issuance',
      securityId: `${c.kind}-${i}`,
      kind: c.kind,
      stakeholderId: `h${c.holder}`,
      quantity: String(c.qty),
      ...(classId ? { classId } : {}),
      ...(c.kind === 'OP' ? { planId: 'plan' } : {}),
    };
  }
  const active = Object.values(s.securities).filter((h) => h.status === 'active');
  const h = active[c.pick % Math.max(active.length, 1)];
  const securityId = h?.securityId ?? 'CS-none';
  if (c.op === 'convert')
    return {
      id,
      date,
      type: 'conversion',
      securityId,
      resultingId: `CS-${i}`,
      classId: 'common',
      quantity: h ? sub(h.quantity, '0') : '1',
    };
  if (c.op === 'retract') return { id, date, type: 'retraction', securityId, reason: 'issued in error' };
  if (!('whole' in c)) return { id, date, type: 'acceptance', securityId };
  const quantity = c.whole && h ? h.quantity : String(c.qty);
  const balanceId = `${securityId}.${i}`;
  if (c.op === 'transfer')
    return {
      id,
      date,
      type: 'transfer',
      securityId,
      quantity,
      toStakeholderId: `h${(c.holder + 1) % 5}x`,
      resultingId: `${h?.kind ?? 'CS'}-${i}`,
      balanceId,
    };
  if (c.op === 'cancel')
    return { id, date, type: 'cancellation', securityId, quantity, reason: 'forfeited', balanceId };
  if (c.op === 'exercise')
    return { id, date, type: 'exercise', securityId, quantity, resultingId: `CS-${i}`, classId: 'common', balanceId };
  return { id, date, type: 'repurchase', securityId, quantity, price: '0.1', disposition: c.disp, balanceId };
}

function run(commands: Command[]): { state: LedgerState; accepted: LedgerTx[]; refused: number } {
  const r = replay(SETUP);
  if (!r.ok) throw new Error(r.error);
  let state = r.state;
  const accepted = [...SETUP];
  let refused = 0;
  commands.forEach((c, i) => {
    const tx = toTx(state, c, i);
    const next = applyTx(state, tx);
    if (next.ok) {
      state = next.state;
      accepted.push(tx);
    } else {
      refused++;
      expect(next.error).toMatch(/^[A-Z0-9].*[.)]$/);
    }
  });
  return { state, accepted, refused };
}

function checkInvariants(state: LedgerState): void {
  const active = Object.values(state.securities).filter((h) => h.status === 'active');
  for (const h of Object.values(state.securities)) expect(isNegative(h.quantity), h.securityId).toBe(false);
  for (const c of Object.values(state.classes)) {
    const held = sum(
      active.filter((h) => h.classId === c.classId && (h.kind === 'CS' || h.kind === 'PS')).map((h) => h.quantity),
    );
    expect(add(held, c.treasury), c.classId).toBe(c.issued);
    expect(gte(c.authorized, c.issued)).toBe(true);
  }
  for (const p of Object.values(state.plans)) {
    const options = sum(active.filter((h) => h.kind === 'OP' && h.planId === p.planId).map((h) => h.quantity));
    expect(p.outstandingAwards).toBe(options);
    expect(gte(planAvailable(p), '0')).toBe(true);
  }
}

describe('ledger properties (fast-check)', () => {
  const tally = { accepted: 0, refused: 0 };
  it('after any sequence of valid transactions, holdings sum to each class issued shares and none is negative', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (commands) => {
        const r = run(commands);
        tally.accepted += r.accepted.length - SETUP.length;
        tally.refused += r.refused;
        checkInvariants(r.state);
      }),
      { numRuns: 150 },
    );
    // The generator must exercise the ledger, not only its refusals.
    expect(tally.accepted).toBeGreaterThan(tally.refused / 2);
  });

  it('replaying the accepted ledger twice gives the same holdings, and applyTx never changes its input', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 30 }), (commands) => {
        const { state, accepted } = run(commands);
        const a = replay(accepted);
        const b = replay(accepted);
        expect(a).toEqual(b);
        expect(a.ok && a.state).toEqual(state);
        const before = JSON.stringify(state);
        applyTx(state, {
          id: 'probe',
          date: '2025-03-01',
          type: 'acceptance',
          securityId: Object.keys(state.securities)[0] ?? 'x',
        });
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 100 },
    );
  });

  it('no transaction can take more than a holding has', () => {
    fc.assert(
      fc.property(
        fc.bigInt(1n, 1000n),
        fc.bigInt(1n, 2000n),
        fc.constantFrom('transfer', 'cancellation', 'repurchase' as const),
        (held, take, type) => {
          const s = replay([
            ...SETUP,
            {
              id: 'i',
              date: '2025-01-02',
              type: 'issuance',
              securityId: 'CS-1',
              kind: 'CS',
              stakeholderId: 'a',
              quantity: String(held),
              classId: 'common',
            },
          ]);
          if (!s.ok) throw new Error(s.error);
          const base = { id: 'x', date: '2025-01-03', securityId: 'CS-1', quantity: String(take), balanceId: 'CS-2' };
          const tx: LedgerTx =
            type === 'transfer'
              ? { ...base, type, toStakeholderId: 'b', resultingId: 'CS-3' }
              : type === 'cancellation'
                ? { ...base, type, reason: 'agreement' }
                : { ...base, type, price: '1', disposition: 'treasury' };
          const r = applyTx(s.state, tx);
          expect(r.ok).toBe(take <= held);
          if (r.ok) checkInvariants(r.state);
        },
      ),
    );
  });

  it('the empty ledger has no holdings', () => {
    expect(Object.keys(emptyLedger().securities)).toEqual([]);
  });
});
