/** Option grants: the ISO/NSO split by the $100,000 rule (CAPTABLE 4.4) and exercise (4.5). */
import { add, type Dec, div, floor, gt, isZero, lte, min, mul, sub, sum } from './exact.ts';
import { yearOf } from './dates.ts';
import { PROFILES, type Rounded, roundMoney, rounded } from './rounding.ts';
import type { VestingSchedule } from './vesting.ts';

export const ISO_YEARLY_LIMIT = '100000';

export interface IsoYear {
  year: number;
  /** Shares that first become exercisable in the year. */
  exercisable: Dec;
  /** Their value at the grant-date FMV. */
  value: Dec;
  iso: Rounded;
  nso: Dec;
}

export interface IsoSplit {
  years: IsoYear[];
  iso: Dec;
  nso: Dec;
}

/**
 * Splits an iso_nso grant: per calendar year, ISOs up to floor(remaining limit / FMV), the rest NSO.
 * `usedByYear` is the FMV value of earlier ISO grants in each year (they use the limit first). An
 * early-exercisable grant is exercisable whole in the grant year.
 */
export function isoNsoSplit(input: {
  fmv: Dec;
  schedule: VestingSchedule;
  grantDate: string;
  earlyExercisable?: boolean;
  usedByYear?: Readonly<Record<number, Dec>>;
}): IsoSplit {
  if (!gt(input.fmv, '0')) throw new Error('The fair market value per share must be more than zero.');
  const byYear = new Map<number, Dec>();
  if (input.earlyExercisable) byYear.set(yearOf(input.grantDate), input.schedule.quantity);
  else
    for (const i of input.schedule.installments)
      byYear.set(yearOf(i.date), add(byYear.get(yearOf(i.date)) ?? '0', i.amount));
  const first = yearOf(input.grantDate);
  const last = Math.max(first, ...byYear.keys());
  const years: IsoYear[] = [];
  for (let year = first; year <= last; year++) {
    const exercisable = byYear.get(year) ?? '0';
    const remaining = sub(ISO_YEARLY_LIMIT, input.usedByYear?.[year] ?? '0');
    const cap = gt(remaining, '0') ? floor(div(remaining, input.fmv)) : '0';
    const iso = min(exercisable, cap);
    years.push({
      year,
      exercisable,
      value: mul(exercisable, input.fmv),
      iso: rounded(iso, PROFILES['DL-DEFAULT'], 'R5'),
      nso: sub(exercisable, iso),
    });
  }
  return { years, iso: sum(years.map((y) => y.iso.value)), nso: sum(years.map((y) => y.nso)) };
}

export interface ExerciseInput {
  quantity: Dec;
  strike: Dec;
  /** Options still outstanding on the grant. */
  outstanding: Dec;
  /** Vested options not yet exercised. */
  exercisableVested: Dec;
  earlyExercisable?: boolean;
  date: string;
  /** Last day exercise is allowed (expiration or the post-termination window). */
  lastExerciseDay?: string;
  fmv?: Dec;
}

export type ExerciseResult =
  | { ok: true; payment: Rounded; sharesIssued: Dec; remaining: Dec; spread?: Dec; unvestedExercised: Dec }
  | { ok: false; error: string };

/** Cash exercise of q options at strike K: pays q·K, q new common shares, outstanding falls by q. */
export function exercise(i: ExerciseInput): ExerciseResult {
  if (!gt(i.quantity, '0')) return { ok: false, error: 'The number of options to exercise must be more than zero.' };
  if (i.lastExerciseDay && i.date > i.lastExerciseDay)
    return { ok: false, error: `These options could be exercised until ${i.lastExerciseDay} only.` };
  if (gt(i.quantity, i.outstanding))
    return { ok: false, error: `Only ${i.outstanding} options are outstanding on this grant.` };
  if (!i.earlyExercisable && gt(i.quantity, i.exercisableVested))
    return { ok: false, error: `Only ${i.exercisableVested} options have vested and can be exercised.` };
  const unvestedExercised = lte(i.quantity, i.exercisableVested) ? '0' : sub(i.quantity, i.exercisableVested);
  return {
    ok: true,
    payment: roundMoney(mul(i.quantity, i.strike)),
    sharesIssued: i.quantity,
    remaining: sub(i.outstanding, i.quantity),
    unvestedExercised,
    ...(i.fmv ? { spread: mul(i.quantity, sub(i.fmv, i.strike)) } : {}),
  };
}

/** Net (cashless) exercise of a warrant: shares = floor(q·(FMV − K)/FMV); none when FMV <= K. */
export function netExerciseShares(quantity: Dec, strike: Dec, fmv: Dec): Rounded {
  if (!gt(fmv, strike) || isZero(fmv)) return rounded('0', PROFILES['DL-DEFAULT'], 'R5');
  return rounded(floor(div(mul(quantity, sub(fmv, strike)), fmv)), PROFILES['DL-DEFAULT'], 'R5');
}
