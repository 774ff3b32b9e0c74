import type { CapVesting } from '@dl/contracts';
import { captable } from '@dl/domain';
import { AppError, FieldErrorsError } from '#api/lib/app-error.ts';
import { obj } from '#api/lib/json-details.ts';

/**
 * A security's vesting (stored jsonb, the wire's vestingSchema) as the domain's schedule. The schedule
 * vests the grant's quantity (`details.vesting_quantity`, set when the grant was issued, so a balance
 * left by a partial exercise or transfer keeps the grant's schedule), with the accelerations recorded in
 * `details.accelerations` applied in order.
 */

export interface Acceleration {
  date: string;
  quantity: string;
}

export function accelerationsOf(details: unknown): Acceleration[] {
  const list = obj(details).accelerations;
  return Array.isArray(list)
    ? list.filter(
        (a): a is Acceleration =>
          typeof a === 'object' && a !== null && typeof a.date === 'string' && typeof a.quantity === 'string',
      )
    : [];
}

/** The quantity the schedule vests: the grant's own, else the security's. */
export function vestingQuantity(quantity: string, details: unknown): string {
  const q = obj(details).vesting_quantity;
  return typeof q === 'string' && captable.exact.isDec(q) ? q : quantity;
}

/** The domain schedule, or throws the domain's sentence. */
export function scheduleOf(v: CapVesting, quantity: string, accelerations: readonly Acceleration[] = []) {
  let schedule =
    v.type === 'time'
      ? captable.timeBasedSchedule({
          quantity,
          startDate: v.start_date,
          installments: v.installments,
          frequency: v.frequency,
          cliffInstallment: v.cliff_installment,
          ...(v.allocation ? { allocation: v.allocation } : {}),
        })
      : captable.customSchedule(quantity, v.rows);
  for (const a of accelerations) schedule = captable.accelerate(schedule, a.quantity, a.date);
  return schedule;
}

/** The schedule of a draft or an action's body, its problem refused as a field error on `vesting`. */
export function checkedSchedule(v: CapVesting, quantity: string | null) {
  if (quantity === null || !captable.exact.isDec(quantity) || captable.exact.isZero(quantity)) return null;
  try {
    return scheduleOf(v, quantity);
  } catch (err) {
    throw new FieldErrorsError({ vesting: (err as Error).message });
  }
}

/** Same, for a security already issued: a refusal (409) rather than a field error. */
export function scheduleOrRefuse(v: CapVesting, quantity: string, accelerations: readonly Acceleration[] = []) {
  try {
    return scheduleOf(v, quantity, accelerations);
  } catch (err) {
    throw new AppError('CONFLICT', (err as Error).message);
  }
}

/** What has vested on `date` and is still held: the grant's vested count less what already left the chain. */
export function vestedHeld(
  v: CapVesting | null,
  quantity: string,
  details: unknown,
  date: string,
): { vested: string; schedule: captable.VestingSchedule | null } {
  const { exact } = captable;
  if (!v) return { vested: quantity, schedule: null };
  const grant = vestingQuantity(quantity, details);
  const schedule = scheduleOrRefuse(v, grant, accelerationsOf(details));
  const used = exact.sub(grant, quantity);
  const vested = exact.sub(captable.vestedAt(schedule, date), used);
  return { vested: exact.isNegative(vested) ? '0' : vested, schedule };
}
