/**
 * The ledger as a pure reducer (CAPTABLE 4.7): an append-only list of transactions replays into the
 * current holdings, each with its lineage. A partial action always ends the original security and
 * creates new ones; a quantity is never changed in place. Each refusal is a sentence.
 */
import { add, type Dec, gt, isDec, isZero, lt, mul, sub } from './exact.ts';
import type { ApplyResult, Holding, LedgerState, LedgerTx, PlanState } from './ledger-types.ts';
import { isStockKind, kindInWords, SECURITY_KIND_LABELS } from './securities.ts';

export const emptyLedger = (): LedgerState => ({ classes: {}, plans: {}, securities: {}, txIds: [] });

function clone(s: LedgerState): LedgerState {
  return {
    classes: Object.fromEntries(Object.entries(s.classes).map(([k, v]) => [k, { ...v }])),
    plans: Object.fromEntries(Object.entries(s.plans).map(([k, v]) => [k, { ...v }])),
    securities: Object.fromEntries(
      Object.entries(s.securities).map(([k, v]) => [k, { ...v, transactions: [...v.transactions] }]),
    ),
    txIds: [...s.txIds],
  };
}

const positive = (q: Dec, what: string): string | null =>
  isDec(q) && gt(q, '0') ? null : `The ${what} must be a number more than zero.`;

function available(p: Pick<PlanState, 'reserved' | 'outstandingAwards' | 'issuedFromPlan'>): Dec {
  return sub(sub(p.reserved, p.outstandingAwards), p.issuedFromPlan);
}

function active(s: LedgerState, id: string): Holding | string {
  const h = s.securities[id];
  if (!h) return `There is no security ${id} in this cap table.`;
  if (h.status === 'ended')
    return `Security ${id} has ended (by transaction ${h.endedBy}); nothing more can be done with it.`;
  return h;
}

function fresh(s: LedgerState, ...ids: (string | undefined)[]): string | null {
  for (const id of ids) if (id !== undefined && s.securities[id]) return `A security with the id ${id} already exists.`;
  const given = ids.filter(Boolean);
  return new Set(given).size === given.length ? null : 'The new securities need different ids.';
}

function partial(h: Holding, q: Dec, verb: string, balanceId?: string): string | null {
  if (gt(q, h.quantity))
    return `Cannot ${verb} ${q} of ${h.securityId}: it holds only ${h.quantity}, and a holding cannot go below zero.`;
  if (lt(q, h.quantity) && !balanceId)
    return `A partial ${verb} of ${h.securityId} needs an id for the ${sub(h.quantity, q)} that remain.`;
  return null;
}

function create(
  s: LedgerState,
  tx: LedgerTx,
  h: Omit<Holding, 'status' | 'createdBy' | 'transactions' | 'accepted'>,
): void {
  s.securities[h.securityId] = { ...h, status: 'active', createdBy: tx.id, transactions: [tx.id], accepted: false };
}

/** Ends `h` and, when part remains, creates the balance security for the same holder. */
function endWithBalance(s: LedgerState, tx: LedgerTx, h: Holding, q: Dec, balanceId?: string): void {
  h.status = 'ended';
  h.endedBy = tx.id;
  h.transactions.push(tx.id);
  const rest = sub(h.quantity, q);
  if (balanceId && gt(rest, '0')) {
    const { securityId: _id, endedBy: _e, transactions: _t, status: _s, createdBy: _c, accepted, ...keep } = h;
    create(s, tx, { ...keep, securityId: balanceId, quantity: rest, parentId: h.securityId });
    (s.securities[balanceId] as Holding).accepted = accepted;
  }
}

function checkAuthorized(s: LedgerState, classId: string, q: Dec): string | null {
  const c = s.classes[classId];
  if (!c) return `There is no stock class ${classId} in this cap table.`;
  if (gt(add(c.issued, q), c.authorized))
    return `Issuing ${q} shares of ${classId} would exceed its ${c.authorized} authorized shares (${c.issued} already issued).`;
  return null;
}

/** Validates `tx` against `s` and applies it in place; returns the refusal sentence, or null. */
function applyInPlace(s: LedgerState, tx: LedgerTx, seen?: Set<string>): string | null {
  if (seen ? seen.has(tx.id) : s.txIds.includes(tx.id)) return `Transaction ${tx.id} is already in the ledger.`;
  const err = step(s, tx);
  if (!err) {
    s.txIds.push(tx.id);
    seen?.add(tx.id);
  }
  return err;
}

function step(s: LedgerState, tx: LedgerTx): string | null {
  switch (tx.type) {
    case 'stock_class': {
      if (s.classes[tx.classId]) return `Stock class ${tx.classId} already exists.`;
      if (!isDec(tx.authorized) || lt(tx.authorized, '0')) return 'The authorized shares must be zero or more.';
      const ratio = tx.conversionRatio ?? '1';
      if (!isDec(ratio) || !gt(ratio, '0')) return 'The conversion ratio must be more than zero.';
      s.classes[tx.classId] = {
        classId: tx.classId,
        kind: tx.kind,
        authorized: tx.authorized,
        issued: '0',
        treasury: '0',
        conversionRatio: ratio,
      };
      return null;
    }
    case 'authorized_adjustment': {
      const c = s.classes[tx.classId];
      if (!c) return `There is no stock class ${tx.classId} in this cap table.`;
      if (!isDec(tx.authorized) || lt(tx.authorized, c.issued))
        return `The authorized shares of ${tx.classId} cannot be set below the ${c.issued} already issued.`;
      c.authorized = tx.authorized;
      return null;
    }
    case 'plan': {
      if (s.plans[tx.planId]) return `Equity plan ${tx.planId} already exists.`;
      if (!s.classes[tx.classId]) return `There is no stock class ${tx.classId} in this cap table.`;
      const e = positive(tx.reserved, 'pool size');
      if (e) return e;
      s.plans[tx.planId] = { ...tx, outstandingAwards: '0', issuedFromPlan: '0' };
      return null;
    }
    case 'pool_adjustment': {
      const p = s.plans[tx.planId];
      if (!p) return `There is no equity plan ${tx.planId} in this cap table.`;
      const used = add(p.outstandingAwards, p.issuedFromPlan);
      if (!isDec(tx.reserved) || lt(tx.reserved, used))
        return `The pool of ${tx.planId} cannot be set below the ${used} shares already granted or issued from it.`;
      p.reserved = tx.reserved;
      return null;
    }
    case 'issuance':
      return issue(s, tx);
    case 'transfer': {
      const h = active(s, tx.securityId);
      if (typeof h === 'string') return h;
      const e =
        positive(tx.quantity, 'number to transfer') ??
        partial(h, tx.quantity, 'transfer', tx.balanceId) ??
        fresh(s, tx.resultingId, tx.balanceId);
      if (e) return e;
      if (tx.toStakeholderId === h.stakeholderId) return 'A transfer must go to another holder.';
      const { securityId: _i, endedBy: _e, transactions: _t, status: _s, createdBy: _c, accepted: _a, ...keep } = h;
      endWithBalance(s, tx, h, tx.quantity, tx.balanceId);
      create(s, tx, {
        ...keep,
        securityId: tx.resultingId,
        stakeholderId: tx.toStakeholderId,
        quantity: tx.quantity,
        parentId: h.securityId,
      });
      return null;
    }
    case 'cancellation': {
      const h = active(s, tx.securityId);
      if (typeof h === 'string') return h;
      const e =
        positive(tx.quantity, 'number to cancel') ??
        partial(h, tx.quantity, 'cancel', tx.balanceId) ??
        fresh(s, tx.balanceId);
      if (e) return e;
      if (!tx.reason.trim()) return 'A cancellation needs a reason.';
      release(s, h, tx.quantity, 'cancel');
      endWithBalance(s, tx, h, tx.quantity, tx.balanceId);
      return null;
    }
    case 'repurchase': {
      const h = active(s, tx.securityId);
      if (typeof h === 'string') return h;
      if (!isStockKind(h.kind)) return `Only shares can be repurchased; ${tx.securityId} is ${kindInWords(h.kind)}.`;
      const e =
        positive(tx.quantity, 'number to repurchase') ??
        partial(h, tx.quantity, 'repurchase', tx.balanceId) ??
        fresh(s, tx.balanceId);
      if (e) return e;
      if (!isDec(tx.price) || lt(tx.price, '0')) return 'The repurchase price must be zero or more.';
      if (tx.disposition === 'return_to_pool' && !h.planId)
        return `${tx.securityId} was not issued from an equity plan, so its shares cannot return to a pool.`;
      const c = s.classes[h.classId as string];
      if (c && tx.disposition === 'treasury') c.treasury = add(c.treasury, tx.quantity);
      else release(s, h, tx.quantity, 'retire');
      const plan = h.planId ? s.plans[h.planId] : undefined;
      if (plan && tx.disposition === 'retire') plan.reserved = sub(plan.reserved, tx.quantity);
      endWithBalance(s, tx, h, tx.quantity, tx.balanceId);
      return null;
    }
    case 'exercise': {
      const h = active(s, tx.securityId);
      if (typeof h === 'string') return h;
      if (h.kind !== 'OP' && h.kind !== 'WA')
        return `Only options and warrants can be exercised; ${tx.securityId} is not one.`;
      const e =
        positive(tx.quantity, 'number to exercise') ??
        partial(h, tx.quantity, 'exercise', tx.balanceId) ??
        fresh(s, tx.resultingId, tx.balanceId) ??
        checkAuthorized(s, tx.classId, tx.quantity);
      if (e) return e;
      const p = h.planId ? s.plans[h.planId] : undefined;
      if (p) {
        p.outstandingAwards = sub(p.outstandingAwards, tx.quantity);
        p.issuedFromPlan = add(p.issuedFromPlan, tx.quantity);
      }
      const c = s.classes[tx.classId] as NonNullable<LedgerState['classes'][string]>;
      c.issued = add(c.issued, tx.quantity);
      endWithBalance(s, tx, h, tx.quantity, tx.balanceId);
      create(s, tx, {
        securityId: tx.resultingId,
        kind: c.kind,
        stakeholderId: h.stakeholderId,
        quantity: tx.quantity,
        classId: tx.classId,
        parentId: h.securityId,
        ...(h.planId ? { planId: h.planId } : {}),
        ...(tx.price !== undefined ? { price: tx.price } : {}),
      });
      return null;
    }
    case 'conversion': {
      const h = active(s, tx.securityId);
      if (typeof h === 'string') return h;
      if (h.kind === 'CS' || h.kind === 'OP')
        return `${tx.securityId} cannot be converted; only preferred shares, notes, SAFEs and warrants convert.`;
      const e =
        positive(tx.quantity, 'number of resulting shares') ??
        fresh(s, tx.resultingId) ??
        checkAuthorized(s, tx.classId, tx.quantity);
      if (e) return e;
      if (h.classId === tx.classId) return 'A conversion must go into another stock class.';
      if (isStockKind(h.kind)) release(s, h, h.quantity, 'retire');
      const c = s.classes[tx.classId] as NonNullable<LedgerState['classes'][string]>;
      c.issued = add(c.issued, tx.quantity);
      endWithBalance(s, tx, h, h.quantity);
      create(s, tx, {
        securityId: tx.resultingId,
        kind: c.kind,
        stakeholderId: h.stakeholderId,
        quantity: tx.quantity,
        classId: tx.classId,
        parentId: h.securityId,
      });
      return null;
    }
    case 'retraction': {
      const h = active(s, tx.securityId);
      if (typeof h === 'string') return h;
      const created = s.securities[tx.securityId]?.createdBy;
      if (h.parentId || h.transactions.length > 1 || !created)
        return `${tx.securityId} has been acted on since it was issued; cancel it instead of retracting it.`;
      if (!tx.reason.trim()) return 'A retraction needs a reason.';
      release(s, h, h.quantity, 'cancel');
      endWithBalance(s, tx, h, h.quantity);
      return null;
    }
    case 'acceptance':
    case 'vesting_start': {
      const h = active(s, tx.securityId);
      if (typeof h === 'string') return h;
      if (tx.type === 'acceptance') {
        if (h.accepted) return `${tx.securityId} has already been accepted.`;
        h.accepted = true;
      } else h.vestingStartedOn = tx.date;
      h.transactions.push(tx.id);
      return null;
    }
  }
}

function issue(s: LedgerState, tx: Extract<LedgerTx, { type: 'issuance' }>): string | null {
  const e = positive(tx.quantity, 'quantity') ?? fresh(s, tx.securityId);
  if (e) return e;
  if (!tx.securityId.startsWith(`${tx.kind}-`)) return `The id of ${kindInWords(tx.kind)} starts with ${tx.kind}-.`;
  const p = tx.planId ? s.plans[tx.planId] : undefined;
  if (tx.planId && !p) return `There is no equity plan ${tx.planId} in this cap table.`;
  if (tx.kind === 'OP' && !p) return 'An option is granted from an equity plan; choose the plan.';
  if (tx.price !== undefined && (!isDec(tx.price) || lt(tx.price, '0'))) return 'The price must be zero or more.';
  if (p?.cancellationBehavior === 'DEFINED_PER_PLAN_SECURITY' && tx.kind === 'OP' && !tx.cancellationBehavior)
    return `${p.planId} leaves the cancellation behaviour to each grant; choose one for ${tx.securityId}.`;
  if (p && gt(tx.quantity, available(p))) return `Not enough shares available in ${p.planId} (${available(p)} left).`;
  if (isStockKind(tx.kind)) {
    if (!tx.classId) return 'Shares are issued in a stock class; choose the class.';
    const a = checkAuthorized(s, tx.classId, tx.quantity);
    if (a) return a;
    const c = s.classes[tx.classId] as NonNullable<LedgerState['classes'][string]>;
    if (c.kind !== tx.kind) return `${tx.classId} is not a ${SECURITY_KIND_LABELS[tx.kind].toLowerCase()} class.`;
    c.issued = add(c.issued, tx.quantity);
  }
  if (p) {
    if (tx.kind === 'OP') p.outstandingAwards = add(p.outstandingAwards, tx.quantity);
    else p.issuedFromPlan = add(p.issuedFromPlan, tx.quantity);
  }
  const { id: _i, date: _d, type: _t, ...h } = tx;
  create(s, tx, h);
  return null;
}

/** Shares or awards that leave a holding for good: the class's issued count and the plan's pool. */
function release(s: LedgerState, h: Holding, q: Dec, how: 'cancel' | 'retire'): void {
  const c = h.classId && isStockKind(h.kind) ? s.classes[h.classId] : undefined;
  if (c) c.issued = sub(c.issued, q);
  const p = h.planId ? s.plans[h.planId] : undefined;
  if (!p) return;
  if (h.kind === 'OP') {
    p.outstandingAwards = sub(p.outstandingAwards, q);
    const behavior =
      p.cancellationBehavior === 'DEFINED_PER_PLAN_SECURITY' ? h.cancellationBehavior : p.cancellationBehavior;
    if (behavior === 'RETIRE' && how === 'cancel') p.reserved = sub(p.reserved, q);
  } else p.issuedFromPlan = sub(p.issuedFromPlan, q);
}

/** Applies one transaction to a state, returning a new state or the refusal. The input is not changed. */
export function applyTx(state: LedgerState, tx: LedgerTx): ApplyResult {
  const next = clone(state);
  const error = applyInPlace(next, tx);
  return error ? { ok: false, error, txId: tx.id } : { ok: true, state: next };
}

/** Replays the whole ledger; stops at the first refusal. */
export function replay(txs: readonly LedgerTx[]): ApplyResult {
  const s = emptyLedger();
  const seen = new Set<string>();
  for (const tx of txs) {
    const error = applyInPlace(s, tx, seen);
    if (error) return { ok: false, error, txId: tx.id };
  }
  return { ok: true, state: s };
}

export const planAvailable = available;
/** Money paid by a repurchase, exact (round with roundMoney when shown). */
export const repurchaseCost = (quantity: Dec, price: Dec): Dec => mul(quantity, price);
export const isEmptyHolding = (h: Holding): boolean => isZero(h.quantity);
