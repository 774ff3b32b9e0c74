import { captable } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { obj } from '#api/lib/json-details.ts';
import {
  findAllHoldingRows,
  findClassNumbers,
  findPlanNumbers,
  findSecurities,
  type SecurityRow,
} from './ledger.repository.ts';

/**
 * The projection rows of the ledger and the domain's LedgerState (ADR 0032). A holding is a
 * cap_security row that the ledger has issued: Holding.status 'active' is the row's 'issued', 'ended'
 * is 'ended'; drafts are not holdings. A grant's own cancellation behaviour is kept in `details`.
 */

const norm = (v: string): string => captable.exact.norm(v);

/** The holding an issued or ended row stands for (drafts have none). */
export function holdingOf(row: SecurityRow): captable.Holding | null {
  if (row.status === 'draft') return null;
  const behavior = obj(row.details).cancellationBehavior;
  return {
    securityId: row.id,
    kind: row.kind,
    stakeholderId: row.stakeholder_id ?? '',
    quantity: norm(row.quantity ?? '0'),
    ...(row.class_id === null ? {} : { classId: row.class_id }),
    ...(row.plan_id === null ? {} : { planId: row.plan_id }),
    ...(row.price === null ? {} : { price: norm(row.price) }),
    ...(typeof behavior === 'string'
      ? { cancellationBehavior: behavior as NonNullable<captable.Holding['cancellationBehavior']> }
      : {}),
    status: row.status === 'issued' ? 'active' : 'ended',
    ...(row.parent_id === null ? {} : { parentId: row.parent_id }),
    createdBy: row.created_by_tx ?? '',
    ...(row.ended_by_tx === null ? {} : { endedBy: row.ended_by_tx }),
    transactions: [...row.transactions],
    accepted: row.accepted,
    ...(row.vesting_started_on === null ? {} : { vestingStartedOn: row.vesting_started_on }),
  };
}

/** The columns of a holding, as written to its cap_security row. */
export function holdingColumns(h: captable.Holding) {
  return {
    kind: h.kind,
    status: h.status === 'active' ? ('issued' as const) : ('ended' as const),
    stakeholder_id: h.stakeholderId,
    class_id: h.classId ?? null,
    plan_id: h.planId ?? null,
    quantity: h.quantity,
    price: h.price ?? null,
    parent_id: h.parentId ?? null,
    created_by_tx: h.createdBy,
    ended_by_tx: h.endedBy ?? null,
    transactions: JSON.stringify(h.transactions),
    accepted: h.accepted,
    vesting_started_on: h.vestingStartedOn ?? null,
  };
}

export async function loadClassesAndPlans(db: Executor, capTableId: string) {
  const [classes, plans] = await Promise.all([findClassNumbers(db, capTableId), findPlanNumbers(db, capTableId)]);
  const state = captable.emptyLedger();
  for (const c of classes)
    state.classes[c.id] = {
      classId: c.id,
      kind: c.kind,
      authorized: norm(c.authorized),
      issued: norm(c.issued),
      treasury: norm(c.treasury),
      conversionRatio: norm(c.conversion_ratio),
    };
  for (const p of plans)
    state.plans[p.id] = {
      planId: p.id,
      classId: p.class_id,
      reserved: norm(p.reserved),
      cancellationBehavior: p.cancellation_behavior as captable.CancellationBehavior,
      outstandingAwards: norm(p.outstanding_awards),
      issuedFromPlan: norm(p.issued_from_plan),
    };
  return state;
}

/**
 * The ledger's state from the projection rows: every class and plan, and the securities `securityIds`
 * names (all issued and ended ones when omitted: for tests and whole-package checks, never for views).
 * `txIds` stays empty; the cap_tx row's unique id refuses a repeated transaction.
 */
export async function loadLedgerState(
  db: Executor,
  capTableId: string,
  securityIds?: readonly string[],
): Promise<captable.LedgerState> {
  const state = await loadClassesAndPlans(db, capTableId);
  const rows =
    securityIds === undefined
      ? await findAllHoldingRows(db, capTableId)
      : await findSecurities(db, capTableId, securityIds);
  for (const row of rows) {
    const h = holdingOf(row);
    if (h) state.securities[h.securityId] = h;
  }
  return state;
}
