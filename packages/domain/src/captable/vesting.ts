/**
 * Vesting (CAPTABLE 4.3): time-based with a cliff (monthly or quarterly), custom schedules of dates
 * and amounts, OCF allocation types (CUMULATIVE_ROUND_DOWN by default, rule R8) and acceleration.
 */
import { add, type Dec, div, eq, floor, gt, isWhole, lte, mul, norm, round, sub, sum } from './exact.ts';
import { addMonths } from './dates.ts';
import { PROFILES, type RoundingProfile } from './rounding.ts';

export const ALLOCATION_TYPES = [
  'CUMULATIVE_ROUNDING',
  'CUMULATIVE_ROUND_DOWN',
  'FRONT_LOADED',
  'BACK_LOADED',
  'FRONT_LOADED_TO_SINGLE_TRANCHE',
  'BACK_LOADED_TO_SINGLE_TRANCHE',
  'FRACTIONAL',
] as const;
export type AllocationType = (typeof ALLOCATION_TYPES)[number];

export const VESTING_FREQUENCIES = { monthly: 1, quarterly: 3 } as const;
export type VestingFrequency = keyof typeof VESTING_FREQUENCIES;

export interface Installment {
  /** 1-based installment number (custom schedules: position in the list). */
  k: number;
  date: string;
  /** Shares released on this date. */
  amount: Dec;
  /** Total vested after this installment. */
  vested: Dec;
}

export interface VestingSchedule {
  quantity: Dec;
  installments: Installment[];
  /** The profile and rule that rounded the amounts, e.g. 'DL-DEFAULT R8'. */
  rounding: string;
}

export interface TimeBasedVesting {
  quantity: Dec;
  startDate: string;
  installments: number;
  frequency: VestingFrequency;
  /** Installment at which the cliff falls; 0 or 1 means no cliff. */
  cliffInstallment: number;
  allocation?: AllocationType;
}

/** Per-tranche amounts of `total` over `n` tranches for an OCF allocation type (no cliff). */
export function allocate(total: Dec, n: number, type: AllocationType): Dec[] {
  if (n < 1) throw new Error('A vesting schedule needs at least one installment.');
  const nn = String(n);
  const cumulative = (f: (x: Dec) => Dec) => {
    const out: Dec[] = [];
    let prev = '0';
    for (let k = 1; k <= n; k++) {
      const v = k === n ? norm(total) : f(div(mul(total, String(k)), nn));
      out.push(sub(v, prev));
      prev = v;
    }
    return out;
  };
  if (type === 'CUMULATIVE_ROUND_DOWN') return cumulative(floor);
  if (type === 'CUMULATIVE_ROUNDING') return cumulative((x) => round(x, 0, 'HALF_UP'));
  if (type === 'FRACTIONAL') return cumulative((x) => x);
  const base = floor(div(total, nn));
  const remainder = Number(sub(total, mul(base, nn)));
  const arr: Dec[] = Array.from({ length: n }, () => base);
  const put = (i: number, extra: Dec) => {
    arr[i] = add(arr[i] as Dec, extra);
  };
  if (type === 'FRONT_LOADED') for (let i = 0; i < remainder; i++) put(i, '1');
  if (type === 'BACK_LOADED') for (let i = 0; i < remainder; i++) put(n - 1 - i, '1');
  if (type === 'FRONT_LOADED_TO_SINGLE_TRANCHE') put(0, String(remainder));
  if (type === 'BACK_LOADED_TO_SINGLE_TRANCHE') put(n - 1, String(remainder));
  return arr;
}

/** A time-based schedule: installment k on start + k·L months (from the start, never chained). */
export function timeBasedSchedule(
  v: TimeBasedVesting,
  profile: RoundingProfile = PROFILES['DL-DEFAULT'],
): VestingSchedule {
  const type = v.allocation ?? profile.vestingAllocation;
  if (!gt(v.quantity, '0')) throw new Error('The number of shares to vest must be more than zero.');
  if (type !== 'FRACTIONAL' && !isWhole(v.quantity))
    throw new Error('Only a fractional schedule can vest a number of shares with decimals.');
  if (v.cliffInstallment > v.installments) throw new Error('The cliff must fall on or before the last installment.');
  const tranches = allocate(v.quantity, v.installments, type);
  const step = VESTING_FREQUENCIES[v.frequency];
  const cliff = Math.max(v.cliffInstallment, 1);
  const installments: Installment[] = [];
  let vested = '0';
  for (let k = 1; k <= v.installments; k++) {
    vested = add(vested, tranches[k - 1] as Dec);
    if (k < cliff) continue;
    const released = sub(vested, installments.at(-1)?.vested ?? '0');
    installments.push({ k, date: addMonths(v.startDate, k * step), amount: released, vested });
  }
  return { quantity: norm(v.quantity), installments, rounding: `${profile.name} R8 ${type}` };
}

/** A custom schedule: dates and amounts that must add up to the quantity. */
export function customSchedule(quantity: Dec, rows: readonly { date: string; amount: Dec }[]): VestingSchedule {
  const total = sum(rows.map((r) => r.amount));
  if (!eq(total, quantity))
    throw new Error(`The custom vesting amounts add up to ${total}, not the ${norm(quantity)} shares of the grant.`);
  if (rows.some((r) => !gt(r.amount, '0'))) throw new Error('Each custom vesting amount must be more than zero.');
  const sorted = [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let vested = '0';
  const installments = sorted.map((r, i) => {
    vested = add(vested, r.amount);
    return { k: i + 1, date: r.date, amount: norm(r.amount), vested };
  });
  return { quantity: norm(quantity), installments, rounding: 'custom' };
}

/** Shares vested on `asOf` (installments dated on or before it). */
export function vestedAt(schedule: VestingSchedule, asOf: string): Dec {
  return sum(schedule.installments.filter((i) => i.date <= asOf).map((i) => i.amount));
}

/** Vested total after installment k (0 before the cliff). */
export function vestedAfter(schedule: VestingSchedule, k: number): Dec {
  return sum(schedule.installments.filter((i) => i.k <= k).map((i) => i.amount));
}

/**
 * Acceleration (TX_VESTING_ACCELERATION): `quantity` unvested shares vest on `date`; they are taken
 * from the latest installments first, so the schedule still ends at the grant's quantity.
 */
export function accelerate(schedule: VestingSchedule, quantity: Dec, date: string): VestingSchedule {
  const unvested = sub(schedule.quantity, vestedAt(schedule, date));
  if (!gt(quantity, '0')) throw new Error('The number of shares to accelerate must be more than zero.');
  if (gt(quantity, unvested)) throw new Error(`Only ${unvested} shares are still unvested on ${date}.`);
  let left = quantity;
  const later = schedule.installments.map((i) => ({ ...i }));
  for (let j = later.length - 1; j >= 0 && gt(left, '0'); j--) {
    const inst = later[j] as Installment;
    if (inst.date <= date) break;
    const take = lte(inst.amount, left) ? inst.amount : left;
    inst.amount = sub(inst.amount, take);
    left = sub(left, take);
  }
  const rows = [...later.filter((i) => gt(i.amount, '0')), { k: 0, date, amount: norm(quantity), vested: '0' }].sort(
    (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.k === 0 ? 1 : -1),
  );
  let vested = '0';
  const installments = rows.map((r, i) => {
    vested = add(vested, r.amount);
    return { k: i + 1, date: r.date, amount: r.amount, vested };
  });
  return { quantity: schedule.quantity, installments, rounding: schedule.rounding };
}
