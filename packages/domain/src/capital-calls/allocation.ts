import { type Cents, fromCents, toCents } from '../portfolio/money.ts';

/**
 * Pro-rata allocation of a capital call to executed commitments, in exact cents (issue 15 point 7).
 * Each investor's exact share (total x commitment / sum of commitments) is floored to the cent; the
 * cents left over go one each to the largest fractional remainders, ties broken by investment id
 * (ascending, by code unit), so the same inputs always give the same cents whatever their order.
 */
export const ROUNDING_RULE = 'largest-remainder, ties by investment id' as const;
export type RoundingRule = typeof ROUNDING_RULE;

/** A call as a percentage of the total: that total is rounded half up to the cent before allocating. */
export const PERCENTAGE_TOTAL_RULE = 'sum of commitments x percentage, rounded half up to the cent' as const;

/** Up to 6 decimals of a percentage ('33.333333'); more precision is refused, never rounded away. */
export const PERCENTAGE_MAX_DECIMALS = 6;

export interface Commitment {
  investment_id: string;
  /** Executed commitment, a decimal string with at most two decimals. */
  amount: string;
}

export type CallBasis = { percentage: string } | { amount: string };

export interface AllocationLine {
  investment_id: string;
  commitment: string;
  amount: string;
}

export interface Allocation {
  total: string;
  commitments_total: string;
  rounding_rule: RoundingRule;
  lines: AllocationLine[];
}

export const ALLOCATION_ERRORS = {
  NO_COMMITMENTS: 'The opportunity has no executed commitment to call capital on.',
  INVALID_COMMITMENT: 'A commitment is not a non-negative amount in cents.',
  DUPLICATE_INVESTMENT: 'An investment appears twice among the commitments.',
  INVALID_PERCENTAGE: 'The percentage should be greater than 0 and at most 100, with at most 6 decimals.',
  INVALID_AMOUNT: 'The amount should be greater than 0 with at most 2 decimals.',
  EXCEEDS_COMMITMENTS: 'The amount called is more than the executed commitments.',
  NOTHING_TO_CALL: 'The call comes to 0.00 once rounded to the cent: there is nothing to call.',
} as const;
export type AllocationErrorCode = keyof typeof ALLOCATION_ERRORS;

export class AllocationError extends Error {
  readonly code: AllocationErrorCode;
  constructor(code: AllocationErrorCode) {
    super(ALLOCATION_ERRORS[code]);
    this.name = 'AllocationError';
    this.code = code;
  }
}

const PERCENTAGE = /^(\d{1,3})(?:\.(\d+))?$/;

/** Parses a percentage into numerator over 10^6; refuses 0, over 100 and more than 6 decimals. */
export function parsePercentage(value: string): bigint {
  const match = PERCENTAGE.exec(value.trim());
  const frac = match?.[2] ?? '';
  if (!match || frac.length > PERCENTAGE_MAX_DECIMALS) throw new AllocationError('INVALID_PERCENTAGE');
  const scaled = BigInt(match[1] as string) * 10n ** 6n + BigInt(frac.padEnd(PERCENTAGE_MAX_DECIMALS, '0'));
  if (scaled <= 0n || scaled > 100n * 10n ** 6n) throw new AllocationError('INVALID_PERCENTAGE');
  return scaled;
}

function parseAmount(value: string, code: AllocationErrorCode): Cents {
  let cents: Cents;
  try {
    cents = toCents(value);
  } catch {
    throw new AllocationError(code);
  }
  return cents;
}

/** The total a call asks for, in cents: the amount itself, or the commitments' sum x percentage. */
export function callTotalCents(commitmentsTotal: Cents, basis: CallBasis): Cents {
  if ('percentage' in basis) {
    const scaled = parsePercentage(basis.percentage);
    const den = 100n * 10n ** 6n;
    return (commitmentsTotal * scaled * 2n + den) / (2n * den);
  }
  const cents = parseAmount(basis.amount, 'INVALID_AMOUNT');
  if (cents <= 0n) throw new AllocationError('INVALID_AMOUNT');
  if (cents > commitmentsTotal) throw new AllocationError('EXCEEDS_COMMITMENTS');
  return cents;
}

/** Splits `total` cents pro rata to `weights` (floors, then largest remainder, ties by key). */
export function splitCents(total: Cents, weights: readonly { key: string; weight: Cents }[]): Cents[] {
  const sum = weights.reduce((s, w) => s + w.weight, 0n);
  if (sum <= 0n) throw new AllocationError('NO_COMMITMENTS');
  const shares = weights.map((w) => (total * w.weight) / sum);
  let left = total - shares.reduce((s, c) => s + c, 0n);
  const order = weights
    .map((w, index) => ({ index, key: w.key, remainder: (total * w.weight) % sum }))
    .sort((a, b) =>
      a.remainder !== b.remainder ? (a.remainder > b.remainder ? -1 : 1) : a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
    );
  for (const { index } of order) {
    if (left === 0n) break;
    shares[index] = (shares[index] as Cents) + 1n;
    left -= 1n;
  }
  return shares;
}

/**
 * Allocates a call to the executed commitments. Lines keep the order of `commitments`; a commitment
 * of 0 is allowed (and gets 0); all of them 0, or none, is refused.
 */
export function allocateCall(commitments: readonly Commitment[], basis: CallBasis): Allocation {
  const seen = new Set<string>();
  const weights = commitments.map((c) => {
    if (seen.has(c.investment_id)) throw new AllocationError('DUPLICATE_INVESTMENT');
    seen.add(c.investment_id);
    const weight = parseAmount(c.amount, 'INVALID_COMMITMENT');
    if (weight < 0n) throw new AllocationError('INVALID_COMMITMENT');
    return { key: c.investment_id, weight };
  });
  const commitmentsTotal = weights.reduce((s, w) => s + w.weight, 0n);
  if (commitmentsTotal === 0n) throw new AllocationError('NO_COMMITMENTS');
  const total = callTotalCents(commitmentsTotal, basis);
  if (total === 0n) throw new AllocationError('NOTHING_TO_CALL');
  const shares = splitCents(total, weights);
  return {
    total: fromCents(total),
    commitments_total: fromCents(commitmentsTotal),
    rounding_rule: ROUNDING_RULE,
    lines: commitments.map((c, i) => ({
      investment_id: c.investment_id,
      commitment: fromCents(weights[i]?.weight as Cents),
      amount: fromCents(shares[i] as Cents),
    })),
  };
}
