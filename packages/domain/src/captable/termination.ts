/** Termination and post-termination exercise windows (CAPTABLE 4.6, spec 9). */
import { type Dec, isZero, sub } from './exact.ts';
import type { LedgerTx } from './ledger-types.ts';
import { addDays, addMonths, minDate } from './dates.ts';
import { type VestingSchedule, vestedAt } from './vesting.ts';

export const TERMINATION_REASONS = [
  'voluntary',
  'involuntary',
  'with_cause',
  'death',
  'disability',
  'retirement',
] as const;
export type TerminationReason = (typeof TERMINATION_REASONS)[number];

export const TERMINATION_REASON_LABELS: Record<TerminationReason | 'voluntary_good_cause', string> = {
  voluntary: 'Voluntary termination',
  involuntary: 'Involuntary termination',
  with_cause: 'Termination with cause',
  death: 'Death',
  disability: 'Disability',
  retirement: 'Retirement',
  voluntary_good_cause: 'Voluntary (good cause)',
};

/** OCF TerminationWindowType of each reason (VOLUNTARY_GOOD_CAUSE is imported as-is). */
export const OCF_TERMINATION_WINDOW: Record<TerminationReason | 'voluntary_good_cause', string> = {
  voluntary: 'VOLUNTARY_OTHER',
  involuntary: 'INVOLUNTARY_OTHER',
  with_cause: 'INVOLUNTARY_WITH_CAUSE',
  death: 'INVOLUNTARY_DEATH',
  disability: 'INVOLUNTARY_DISABILITY',
  retirement: 'VOLUNTARY_RETIREMENT',
  voluntary_good_cause: 'VOLUNTARY_GOOD_CAUSE',
};

export const PERIOD_UNITS = ['day', 'month', 'year'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

export interface ExerciseWindow {
  period: number;
  unit: PeriodUnit;
}

/** A grant's windows by reason; a missing reason inherits the plan's; null means none. */
export type ExerciseWindows = Partial<Record<TerminationReason, ExerciseWindow | null>>;

/** Windows inherited from the plan, overridden by the grant's own. */
export function windowsFor(plan: ExerciseWindows, grant: ExerciseWindows = {}): ExerciseWindows {
  return { ...plan, ...grant };
}

export function addPeriod(date: string, w: ExerciseWindow): string {
  if (!Number.isInteger(w.period) || w.period < 0)
    throw new Error('An exercise window is a whole number of days, months or years.');
  if (w.unit === 'day') return addDays(date, w.period);
  return addMonths(date, w.unit === 'month' ? w.period : w.period * 12);
}

export interface TerminationResult {
  terminationDate: string;
  vested: Dec;
  /** Unvested options cancelled on the termination date (they follow the plan's cancellation behaviour). */
  unvestedCancelled: Dec;
  /** Last day the vested options may be exercised; the termination date itself when there is no window. */
  lastExerciseDay: string;
  /** The day unexercised vested options expire (recorded as a cancellation "expired"). */
  expiresOn: string;
  exerciseAfterTermination: boolean;
}

/** Rules 1 to 3 of CAPTABLE 4.6: vesting stops; unvested cancelled; vested exercisable within the window. */
export function terminate(input: {
  schedule: VestingSchedule;
  terminationDate: string;
  reason: TerminationReason;
  windows: ExerciseWindows;
  expirationDate: string;
}): TerminationResult {
  const vested = vestedAt(input.schedule, input.terminationDate);
  const w = input.windows[input.reason];
  const unvestedCancelled = sub(input.schedule.quantity, vested);
  if (!w) {
    return {
      terminationDate: input.terminationDate,
      vested,
      unvestedCancelled,
      lastExerciseDay: input.terminationDate,
      expiresOn: input.terminationDate,
      exerciseAfterTermination: false,
    };
  }
  const lastExerciseDay = minDate(addPeriod(input.terminationDate, w), input.expirationDate);
  return {
    terminationDate: input.terminationDate,
    vested,
    unvestedCancelled,
    lastExerciseDay,
    expiresOn: addDays(lastExerciseDay, 1),
    exerciseAfterTermination: true,
  };
}

type CancellationTx = Extract<LedgerTx, { type: 'cancellation' }>;

/**
 * The ledger transactions a termination records (CAPTABLE 4.6 rules 1 and 3): the unvested part
 * cancelled on the termination date (the vested part goes on as `balanceId`), and later whatever
 * vested options are left unexercised, cancelled as "expired" on `expiresOn`.
 */
export function terminationCancellations(input: {
  securityId: string;
  result: TerminationResult;
  ids: { unvested: string; expired: string; balance: string };
}): { unvested: CancellationTx | null; expired: (vestedLeft: Dec, securityId: string) => CancellationTx | null } {
  const { result, ids } = input;
  return {
    unvested: isZero(result.unvestedCancelled)
      ? null
      : {
          id: ids.unvested,
          date: result.terminationDate,
          type: 'cancellation',
          securityId: input.securityId,
          quantity: result.unvestedCancelled,
          reason: 'unvested at termination',
          ...(isZero(result.vested) ? {} : { balanceId: ids.balance }),
        },
    expired: (vestedLeft, securityId) =>
      isZero(vestedLeft)
        ? null
        : {
            id: ids.expired,
            date: result.expiresOn,
            type: 'cancellation',
            securityId,
            quantity: vestedLeft,
            reason: 'expired',
          },
  };
}
