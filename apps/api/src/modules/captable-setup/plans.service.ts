import type { EquityPlan, PlanBody } from '@dl/contracts';
import { captable } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { FieldErrorsError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { appendLedgerTx, nextIds } from '#api/modules/captable-ledger/index.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import {
  classExists,
  countPlans,
  findExercisedByPlan,
  findLedgerRows,
  findPlans,
  type PlanRow,
} from './setup-ledger.repository.ts';

/**
 * Equity plans (CAPTABLE 4.4): a plan and each change of its pool are ledger transactions ('plan',
 * 'pool_adjustment', the new total). Granted is the outstanding awards, exercised the sum of the
 * exercises of the plan's options (exact), available the pool less granted and issued from the plan
 * (the domain's planAvailable; exact whole shares, nothing rounded).
 */

const norm = (v: string): string => captable.exact.norm(v);

/** Exercised shares of each plan, exact. */
async function exercised(db: Executor, capTableId: string, planIds: string[]): Promise<Map<string, string>> {
  const rows = await findExercisedByPlan(db, capTableId, planIds);
  return new Map(rows.map((r) => [r.plan_id, norm(r.exercised)]));
}

type Amendments = EquityPlan['amendments'];

async function amendments(db: Executor, capTableId: string, planIds: string[]): Promise<Map<string, Amendments>> {
  if (planIds.length === 0) return new Map();
  const rows = await findLedgerRows(db, capTableId, ['plan', 'pool_adjustment'], { key: 'planId', ids: planIds });
  const byPlan = new Map<string, Amendments>();
  for (const r of rows) {
    const body = r.body as { planId: string; reserved: string };
    byPlan.set(body.planId, [
      ...(byPlan.get(body.planId) ?? []),
      { date: r.date, reserved: body.reserved, tx_id: r.id },
    ]);
  }
  return byPlan;
}

async function toPlans(db: Executor, capTableId: string, rows: PlanRow[]): Promise<EquityPlan[]> {
  const ids = rows.map((r) => r.id);
  const [done, history] = await Promise.all([exercised(db, capTableId, ids), amendments(db, capTableId, ids)]);
  return rows.map((r) => {
    const state: captable.PlanState = {
      planId: r.id,
      classId: r.class_id,
      reserved: norm(r.reserved),
      cancellationBehavior: r.cancellation_behavior as captable.CancellationBehavior,
      outstandingAwards: norm(r.outstanding_awards),
      issuedFromPlan: norm(r.issued_from_plan),
    };
    return {
      id: r.id,
      name: r.name,
      class_id: r.class_id,
      reserved: state.reserved,
      granted: state.outstandingAwards,
      exercised: done.get(r.id) ?? '0',
      available: captable.planAvailable(state),
      cancellation_behavior: state.cancellationBehavior as EquityPlan['cancellation_behavior'],
      exercise_windows: r.exercise_windows as EquityPlan['exercise_windows'],
      board_approval_date: r.board_approval_date,
      amendments: history.get(r.id) ?? [],
    };
  });
}

export async function listPlans(ctx: AppContext, who: CapTableScope, q: { page: number; itemsPerPage: number }) {
  const [rows, total] = await Promise.all([
    findPlans(ctx.db, who.capTableId, { limit: q.itemsPerPage, offset: (q.page - 1) * q.itemsPerPage }),
    countPlans(ctx.db, who.capTableId),
  ]);
  return { results: await toPlans(ctx.db, who.capTableId, rows), count: total };
}

export async function getPlan(db: Executor, capTableId: string, planId: string): Promise<EquityPlan> {
  const found = (await toPlans(db, capTableId, await findPlans(db, capTableId, undefined, planId)))[0];
  if (!found) throw notFound();
  return found;
}

const REASONS = Object.keys(captable.TERMINATION_REASON_LABELS);
const REASONS_IN_WORDS = Object.values(captable.TERMINATION_REASON_LABELS)
  .map((l) => l.toLowerCase())
  .join(', ');

/** Windows are set per termination reason of spec 9 (the unit and period are checked by the contract). */
function checkWindows(windows: PlanBody['exercise_windows']): void {
  const wrong = Object.keys(windows).filter((k) => !REASONS.includes(k));
  if (wrong.length > 0)
    throw new FieldErrorsError(
      Object.fromEntries(
        wrong.map((k) => [
          `exercise_windows.${k}`,
          `Exercise windows are set for these termination reasons only: ${REASONS_IN_WORDS}.`,
        ]),
      ),
    );
}

export async function createPlan(ctx: AppContext, who: CapTableScope, body: PlanBody): Promise<EquityPlan> {
  checkWindows(body.exercise_windows);
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await classExists(trx, who.capTableId, body.class_id)))
      throw new FieldErrorsError({ class_id: 'Choose a stock class of this cap table.' });
    const [planId] = (await nextIds(trx, who.capTableId, 'PLN')) as [string];
    await appendLedgerTx(
      trx,
      who,
      {
        type: 'plan',
        planId,
        classId: body.class_id,
        reserved: norm(body.reserved),
        cancellationBehavior: body.cancellation_behavior,
        date: body.board_approval_date,
      },
      {
        planFields: {
          name: body.name,
          exercise_windows: body.exercise_windows,
          board_approval_date: body.board_approval_date,
        },
        audit: { name: body.name },
      },
    );
    return getPlan(trx, who.capTableId, planId);
  });
}

export async function amendPlan(
  ctx: AppContext,
  who: CapTableScope,
  planId: string,
  body: { reserved: string; date: string },
): Promise<EquityPlan> {
  return ctx.db.transaction().execute(async (trx) => {
    await getPlan(trx, who.capTableId, planId);
    await appendLedgerTx(trx, who, { type: 'pool_adjustment', planId, reserved: norm(body.reserved), date: body.date });
    return getPlan(trx, who.capTableId, planId);
  });
}
