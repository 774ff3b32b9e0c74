import type { CapVesting, SecurityActionBody } from '@dl/contracts';
import { captable } from '@dl/domain';
import { AppError } from '#api/lib/app-error.ts';
import { obj } from '#api/lib/json-details.ts';
import { appendLedgerTx, nextIds } from '../captable-ledger/index.ts';
import { type ActionContext, type ActionResult, balanceIdFor, mergeDetails } from './action-context.ts';
import { vestingStart } from './issue.ts';
import { findClass, findPlan, mergeSecurityDetails } from './securities.repository.ts';
import { accelerationsOf, scheduleOrRefuse, vestedHeld, vestingQuantity } from './vesting.ts';

/** Exercise, termination and vesting (CAPTABLE 4.3 to 4.6). */

type Body<A extends SecurityActionBody['action']> = Extract<SecurityActionBody, { action: A }>;
const { exact } = captable;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The class new shares go into: an option's plan class; a warrant's own class or the body's. */
async function exerciseClass(a: ActionContext, given: string | undefined): Promise<string> {
  if (given) {
    const c = await findClass(a.trx, a.scope.capTableId, given);
    if (!c) throw new AppError('CONFLICT', `There is no stock class ${given} in this cap table.`);
    return c.id;
  }
  if (a.row.plan_id) {
    const plan = await findPlan(a.trx, a.scope.capTableId, a.row.plan_id);
    if (plan) return plan.class_id;
  }
  if (a.row.class_id) return a.row.class_id;
  throw new AppError('CONFLICT', `Choose the stock class the shares from ${a.row.id} are issued in.`);
}

/**
 * Cash exercise (CAPTABLE 4.5): the vested options still held (all of them when early-exercisable or
 * without vesting) up to the last exercise day; the price recorded on the new shares is the exercise
 * price, the cost q x price rounded to cents (R7).
 */
export async function exerciseAction(a: ActionContext, b: Body<'exercise'>): Promise<ActionResult> {
  const row = a.row;
  const d = obj(row.details);
  const held = exact.norm(row.quantity ?? '0');
  const strike = exact.norm(row.price ?? '0');
  const { vested } = vestedHeld(row.vesting as CapVesting | null, held, row.details, b.date);
  const lastDay = str(d.exercise_deadline) ?? str(d.expiration_date);
  const check = captable.exercise({
    quantity: b.quantity,
    strike,
    outstanding: held,
    exercisableVested: exact.min(vested, held),
    earlyExercisable: d.early_exercisable === true,
    date: b.date,
    ...(lastDay ? { lastExerciseDay: lastDay } : {}),
  });
  if (!check.ok) throw new AppError('CONFLICT', check.error);
  const classId = await exerciseClass(a, b.class_id);
  const cls = await findClass(a.trx, a.scope.capTableId, classId);
  const [resultingId] = (await nextIds(a.trx, a.scope.capTableId, cls?.kind ?? 'CS')) as [string];
  const balanceId = await balanceIdFor(a, b.quantity);
  const r = await appendLedgerTx(a.trx, a.ledger, {
    type: 'exercise',
    date: b.date,
    securityId: row.id,
    quantity: b.quantity,
    resultingId,
    classId,
    price: strike,
    ...(balanceId ? { balanceId } : {}),
  });
  await mergeDetails(a, resultingId, { exercised_from: row.id, exercise_cost: check.payment });
  return { tx_ids: [r.tx.id], created: balanceId ? [resultingId, balanceId] : [resultingId], cost: check.payment };
}

/**
 * Termination (CAPTABLE 4.6): vesting stops; the unvested part is cancelled on the termination date
 * (the vested part goes on as a balance); the vested part may be exercised until the window of the
 * reason (the grant's windows over the plan's) ends, stored as details.exercise_deadline.
 */
export async function terminateAction(a: ActionContext, b: Body<'terminate'>): Promise<ActionResult> {
  const row = a.row;
  const d = obj(row.details);
  const held = exact.norm(row.quantity ?? '0');
  const { vested, schedule } = vestedHeld(row.vesting as CapVesting | null, held, row.details, b.termination_date);
  const plan = row.plan_id ? await findPlan(a.trx, a.scope.capTableId, row.plan_id) : undefined;
  const windows = captable.windowsFor(
    obj(plan?.exercise_windows) as captable.ExerciseWindows,
    obj(d.termination_windows) as captable.ExerciseWindows,
  );
  const vestedNow = exact.min(vested, held);
  const result = captable.terminate({
    schedule: schedule ?? captable.customSchedule(held, [{ date: row.issue_date ?? b.termination_date, amount: held }]),
    terminationDate: b.termination_date,
    reason: b.reason,
    windows,
    expirationDate: str(d.expiration_date) ?? '9999-12-31',
  });
  const unvestedHeld = exact.sub(held, vestedNow);
  const ids = {
    unvested: 'TX-pending',
    expired: 'TX-pending',
    balance: exact.isZero(vestedNow) ? '' : ((await nextIds(a.trx, a.scope.capTableId, row.kind)) as [string])[0],
  };
  const plannedTx = captable.terminationCancellations({
    securityId: row.id,
    result: { ...result, vested: vestedNow, unvestedCancelled: unvestedHeld },
    ids,
  }).unvested;
  const txIds: string[] = [];
  let goesOn = row.id;
  if (plannedTx) {
    const { id: _id, ...body } = plannedTx;
    const r = await appendLedgerTx(a.trx, a.ledger, body);
    txIds.push(r.tx.id);
    goesOn = plannedTx.balanceId ?? '';
  }
  const termination = {
    reason: b.reason,
    date: b.termination_date,
    vested: vestedNow,
    unvested_cancelled: unvestedHeld,
    exercise_after_termination: result.exerciseAfterTermination,
    expires_on: result.expiresOn,
    rounding: schedule?.rounding ?? 'none (no vesting)',
  };
  if (goesOn)
    await mergeDetails(a, goesOn, {
      termination,
      exercise_deadline: result.lastExerciseDay,
      vesting_stopped_on: b.termination_date,
    });
  return { tx_ids: txIds, created: plannedTx?.balanceId ? [plannedTx.balanceId] : [], cost: null };
}

/**
 * Vesting: a new or replaced schedule (recorded as a vesting start), or an acceleration. The reducer
 * has no acceleration transaction, so an acceleration is kept in details.accelerations (applied by
 * `captable.accelerate` whenever the schedule is read) and audited, with no cap_tx row.
 */
export async function vestingAction(a: ActionContext, b: Body<'vesting'>): Promise<ActionResult> {
  const row = a.row;
  const held = exact.norm(row.quantity ?? '0');
  const grant = vestingQuantity(held, row.details);
  if (!b.vesting && !b.accelerate_quantity)
    throw new AppError('BAD_REQUEST', 'Give a vesting schedule, or a number of shares whose vesting to accelerate.');
  const txIds: string[] = [];
  if (b.vesting) {
    scheduleOrRefuse(b.vesting, grant);
    await mergeSecurityDetails(
      a.trx,
      a.scope.capTableId,
      row.id,
      { vesting_quantity: grant, accelerations: [] },
      { vesting: JSON.stringify(b.vesting) },
    );
    const r = await appendLedgerTx(a.trx, a.ledger, {
      type: 'vesting_start',
      date: vestingStart(b.vesting),
      securityId: row.id,
    });
    txIds.push(r.tx.id);
  }
  if (b.accelerate_quantity) {
    const v = (b.vesting ?? row.vesting) as CapVesting | null;
    if (!v) throw new AppError('CONFLICT', `${row.id} has no vesting schedule to accelerate.`);
    const earlier = b.vesting ? [] : accelerationsOf(row.details);
    const schedule = scheduleOrRefuse(v, grant, earlier);
    try {
      captable.accelerate(schedule, b.accelerate_quantity, b.date);
    } catch (err) {
      throw new AppError('CONFLICT', (err as Error).message);
    }
    await mergeDetails(a, row.id, {
      vesting_quantity: grant,
      accelerations: [...earlier, { date: b.date, quantity: exact.norm(b.accelerate_quantity) }],
    });
  }
  return { tx_ids: txIds, created: [], cost: null };
}
