import type { CapVesting } from '@dl/contracts';
import { captable } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import {
  accelerationsOf,
  type SecurityRecord,
  scheduleOf,
  toSecurityRow,
  vestingQuantity,
} from '../captable-securities/index.ts';
import { keysetPages } from './csv-stream.ts';
import { grantPage, type ScheduleGroup, scheduleGroupsAfter } from './vesting.repository.ts';

/**
 * The vesting overview (issue 17 point 5): vested against granted shares month by month for every
 * issued security with a schedule, and the grants with what has vested today and when next.
 * Schedules are the domain's (R8 allocation, accelerations applied); a holding left by a partial
 * exercise or transfer counts what vested of its grant less what already left it.
 */

const { exact } = captable;
const VESTING_ROUNDING = 'DL-DEFAULT R8 CUMULATIVE_ROUND_DOWN unless a schedule names another allocation';

export const todayIso = (): string => new Date().toISOString().slice(0, 10);
const monthOf = (date: string): string => date.slice(0, 7);
/** The last day of the month 'YYYY-MM'. */
const monthEnd = (month: string): string => captable.addDays(captable.addMonths(`${month}-01`, 1), -1);

/** A security's schedule, or null when its stored vesting no longer makes one (shown as no schedule). */
function scheduleOfRow(vesting: unknown, quantity: string, details: unknown) {
  try {
    return scheduleOf(vesting as CapVesting, vestingQuantity(quantity, details), accelerationsOf(details));
  } catch {
    return null;
  }
}

/** What of a holding has vested after each installment: its grant's vested count less what already left it. */
function heldSteps(schedule: captable.VestingSchedule, quantity: string) {
  const used = exact.sub(schedule.quantity, quantity);
  let before = '0';
  return schedule.installments.map((i) => {
    const held = exact.max('0', exact.sub(i.vested, used));
    const step = { date: i.date, delta: exact.sub(held, before) };
    before = held;
    return step;
  });
}

/** When a schedule starts: a time-based schedule's start date, a custom one's first date. */
function vestingStart(v: unknown): string | null {
  const vesting = v as CapVesting;
  if (vesting?.type === 'time') return vesting.start_date;
  if (vesting?.type === 'custom') return vesting.rows.map((r) => r.date).sort()[0] ?? null;
  return null;
}

/**
 * Month by month, vested against granted (the holdings whose schedule has started). Bounded: the work is per schedule group (issued securities
 * sharing terms, grant quantity, accelerations and holding: a plan's standard grants
 * share a few), read in keyset pages of 500 groups; memory holds one page and one running total per
 * month of the series (at most the longest schedule: 600 quarterly installments).
 */
async function vestingSeries(ctx: AppContext, capTableId: string) {
  const vested = new Map<string, captable.exact.Accumulator>();
  const granted = new Map<string, captable.exact.Accumulator>();
  const add = (m: Map<string, captable.exact.Accumulator>, month: string, q: string) => {
    const acc = m.get(month) ?? exact.accumulator();
    m.set(month, acc);
    acc.add(q);
  };
  const groups = keysetPages(
    (after: string | null, limit) => scheduleGroupsAfter(ctx.db, capTableId, after, limit),
    (g: ScheduleGroup) => g.key,
  );
  for await (const g of groups) {
    const quantity = exact.norm(g.quantity);
    const schedule = scheduleOfRow(g.vesting, quantity, {
      vesting_quantity: g.vesting_quantity,
      accelerations: g.accelerations,
    });
    if (!schedule) continue;
    const start = vestingStart(g.vesting) ?? schedule.installments[0]?.date;
    if (start) add(granted, monthOf(start), exact.mul(quantity, g.n));
    for (const s of heldSteps(schedule, quantity))
      if (!exact.isZero(s.delta)) add(vested, monthOf(s.date), exact.mul(s.delta, g.n));
  }
  const months = [...new Set([...vested.keys(), ...granted.keys()])].sort();
  const series: { date: string; vested: string; granted: string }[] = [];
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return series;
  let v = '0';
  let gr = '0';
  for (let m = first; m <= last; m = monthOf(captable.addMonths(`${m}-01`, 1))) {
    v = exact.add(v, vested.get(m)?.value() ?? '0');
    gr = exact.add(gr, granted.get(m)?.value() ?? '0');
    series.push({ date: monthEnd(m), vested: v, granted: gr });
  }
  return series;
}

/** A grant's vested-today figure and next vesting date. */
export function grantVesting(r: SecurityRecord, today = todayIso()) {
  const quantity = exact.norm(r.quantity ?? '0');
  const schedule = exact.isZero(quantity) ? null : scheduleOfRow(r.vesting, quantity, r.details);
  if (!schedule) return { vested: { value: '0', rounding: VESTING_ROUNDING }, next: null, unvested: quantity };
  const used = exact.sub(schedule.quantity, quantity);
  const raw = exact.sub(captable.vestedAt(schedule, today), used);
  const value = exact.isNegative(raw) ? '0' : raw;
  return {
    vested: { value, rounding: schedule.rounding },
    next: schedule.installments.find((i) => i.date > today)?.date ?? null,
    unvested: exact.sub(quantity, value),
  };
}

export async function vestingOverview(
  ctx: AppContext,
  scope: CapTableScope,
  q: { page: number; itemsPerPage: number },
) {
  const [series, page] = await Promise.all([
    vestingSeries(ctx, scope.capTableId),
    grantPage(ctx.db, scope.capTableId, { limit: q.itemsPerPage, offset: (q.page - 1) * q.itemsPerPage }),
  ]);
  const today = todayIso();
  const results = page.rows.map((r) => {
    const v = grantVesting(r, today);
    return { ...toSecurityRow(scope, r), vested_today: v.vested, next_vesting_date: v.next };
  });
  return { series, grants: { results, count: page.count }, rounding: VESTING_ROUNDING };
}
