/** Rounding profiles DL-DEFAULT and EXACT (CAPTABLE 1.2, rules R1 to R11) as data plus functions. */
import { type Dec, div, floor, gt, isZero, mul, norm, type RoundingMode, round, sub, sum, ceil, cmp } from './exact.ts';

export type ProfileName = 'DL-DEFAULT' | 'EXACT';

export interface RoundingProfile {
  name: ProfileName;
  /** R2/R3: a price a transaction fixes is rounded, or stays exact (EXACT). */
  roundPrices: boolean;
  pricePlaces: number;
  priceMode: RoundingMode;
  /** R6: a pool top-up is rounded up to a whole share, or stays exact (EXACT). */
  ceilPoolIncrease: boolean;
  /** R7: money is rounded to cents half-up when paid or shown. */
  moneyPlaces: number;
  /** R8: vesting allocation default. */
  vestingAllocation: 'CUMULATIVE_ROUND_DOWN';
}

export const PROFILES: Record<ProfileName, RoundingProfile> = {
  'DL-DEFAULT': {
    name: 'DL-DEFAULT',
    roundPrices: true,
    pricePlaces: 4,
    priceMode: 'HALF_UP',
    ceilPoolIncrease: true,
    moneyPlaces: 2,
    vestingAllocation: 'CUMULATIVE_ROUND_DOWN',
  },
  EXACT: {
    name: 'EXACT',
    roundPrices: false,
    pricePlaces: 10,
    priceMode: 'HALF_UP',
    ceilPoolIncrease: false,
    moneyPlaces: 2,
    vestingAllocation: 'CUMULATIVE_ROUND_DOWN',
  },
};

export type Rule = 'R1' | 'R2' | 'R3' | 'R5' | 'R6' | 'R7' | 'R8' | 'R9' | 'R11';

/** A computed quantity with the profile and rule that rounded it, e.g. 'DL-DEFAULT R5'. */
export interface Rounded {
  value: Dec;
  rounding: string;
}

const tag = (p: RoundingProfile, rule: Rule): string => `${p.name} ${rule}`;
export const rounded = (value: Dec, p: RoundingProfile, rule: Rule): Rounded => ({
  value: norm(value),
  rounding: tag(p, rule),
});

/** R2: a price fixed by a transaction; `places`/`mode` override the profile per round. */
export function roundPrice(
  price: Dec,
  profile: RoundingProfile = PROFILES['DL-DEFAULT'],
  opts: { places?: number; mode?: RoundingMode } = {},
): Rounded {
  if (!profile.roundPrices) return rounded(price, profile, 'R1');
  return rounded(round(price, opts.places ?? profile.pricePlaces, opts.mode ?? profile.priceMode), profile, 'R2');
}

/** R3: a discount price from the already-rounded round price, rounded again under R2. */
export function discountPrice(roundedRoundPrice: Dec, discount: Dec, profile = PROFILES['DL-DEFAULT']): Rounded {
  const exact = mul(roundedRoundPrice, sub('1', discount));
  if (!profile.roundPrices) return rounded(exact, profile, 'R1');
  return rounded(round(exact, profile.pricePlaces, profile.priceMode), profile, 'R3');
}

/** R7: money rounded to cents, half-up. */
export function roundMoney(amount: Dec, profile = PROFILES['DL-DEFAULT']): Rounded {
  return rounded(round(amount, profile.moneyPlaces, 'HALF_UP'), profile, 'R7');
}

/**
 * R5: shares bought for money are floor(amount / price); the remainder times the price is cash in
 * lieu (or money not collected), rounded to cents half-up.
 */
export function floorShares(
  amount: Dec,
  price: Dec,
  profile = PROFILES['DL-DEFAULT'],
): { shares: Rounded; cashInLieu: Rounded } {
  if (!gt(price, '0')) throw new Error('The price per share must be more than zero.');
  const exact = div(amount, price);
  const shares = floor(exact);
  const cash = round(mul(sub(exact, shares), price), profile.moneyPlaces, 'HALF_UP');
  return { shares: rounded(shares, profile, 'R5'), cashInLieu: rounded(cash, profile, 'R5') };
}

/** R6: a pool top-up is ceil(exact increase) so the target is met; EXACT keeps it exact. */
export function ceilPoolIncrease(exactIncrease: Dec, profile = PROFILES['DL-DEFAULT']): Rounded {
  if (!profile.ceilPoolIncrease) return rounded(exactIncrease, profile, 'R1');
  return rounded(ceil(exactIncrease), profile, 'R6');
}

/** R11: votes on an as-converted aggregate, to the nearest whole vote, one half up. */
export function roundVotes(asConverted: Dec, profile = PROFILES['DL-DEFAULT']): Rounded {
  return rounded(round(asConverted, 0, 'HALF_UP'), profile, 'R11');
}

/**
 * R7 largest remainder: round each exact share of `total` down to the profile's money places, then
 * hand the leftover cents one at a time to the largest dropped fractions (ties: earlier first).
 */
export function allocateLargestRemainder(
  total: Dec,
  exactParts: readonly Dec[],
  profile = PROFILES['DL-DEFAULT'],
): Rounded[] {
  const places = profile.moneyPlaces;
  const unit = places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`;
  const floored = exactParts.map((x) => round(x, places, 'FLOOR'));
  const target = round(total, places, 'HALF_UP');
  let left = sub(target, sum(floored));
  const order = exactParts
    .map((x, i) => ({ i, frac: sub(x, floored[i] as Dec) }))
    .sort((a, b) => cmp(b.frac, a.frac) || a.i - b.i);
  const result = [...floored];
  for (let j = 0; gt(left, '0') && !isZero(left) && order.length > 0; j++) {
    const idx = (order[j % order.length] as { i: number }).i;
    result[idx] = norm(sum([result[idx] as Dec, unit]));
    left = sub(left, unit);
  }
  return result.map((v) => rounded(v, profile, 'R7'));
}
