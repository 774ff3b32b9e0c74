/**
 * Exact arithmetic for the cap table (CAPTABLE 1.1). The only module that touches the decimal
 * library: quantities, prices and money cross every other boundary as decimal strings.
 */
import { Decimal as Base } from 'decimal.js';

/** A local clone: 60 significant digits, never the library's global settings. */
const Decimal = Base.clone({ precision: 60, rounding: Base.ROUND_HALF_UP, toExpNeg: -100, toExpPos: 100 });
type D = InstanceType<typeof Decimal>;

/** An exact decimal as a string, e.g. '1500000' or '0.5'. */
export type Dec = string;

const DEC_RE = /^-?\d+(\.\d+)?$/;

/** Whether `s` is a plain decimal string (no exponent, no spaces). */
export function isDec(s: unknown): s is Dec {
  return typeof s === 'string' && DEC_RE.test(s);
}

function d(x: Dec | D): D {
  if (typeof x !== 'string') return x;
  if (!DEC_RE.test(x)) throw new Error(`"${x}" is not a number written in digits.`);
  return new Decimal(x);
}

const out = (x: D): Dec => {
  const s = x.toFixed();
  return s === '-0' ? '0' : s;
};

/** Whole numbers (most share counts) take a BigInt fast path; the answers are the same. */
const INT_RE = /^-?\d+$/;
const ints = (...xs: Dec[]): boolean => xs.every((x) => INT_RE.test(x));
const big = (x: Dec): Dec => {
  const s = x.toString();
  return s === '-0' ? '0' : s;
};

export const add = (a: Dec, b: Dec): Dec => (ints(a, b) ? big(String(BigInt(a) + BigInt(b))) : out(d(a).plus(d(b))));
export const sub = (a: Dec, b: Dec): Dec => (ints(a, b) ? big(String(BigInt(a) - BigInt(b))) : out(d(a).minus(d(b))));
export const mul = (a: Dec, b: Dec): Dec => (ints(a, b) ? big(String(BigInt(a) * BigInt(b))) : out(d(a).times(d(b))));
/** Division to 60 significant digits (CAPTABLE 1.1 asks at least 28). */
export const div = (a: Dec, b: Dec): Dec => {
  if (d(b).isZero()) throw new Error('Cannot divide by zero.');
  return out(d(a).div(d(b)));
};
export const sum = (xs: readonly Dec[]): Dec =>
  xs.every((x) => INT_RE.test(x))
    ? String(xs.reduce((acc, x) => acc + BigInt(x), 0n))
    : out(xs.reduce<D>((acc, x) => acc.plus(d(x)), new Decimal(0)));
export const cmp = (a: Dec, b: Dec): -1 | 0 | 1 => {
  if (!ints(a, b)) return d(a).comparedTo(d(b)) as -1 | 0 | 1;
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
};
export const eq = (a: Dec, b: Dec): boolean => cmp(a, b) === 0;
export const lt = (a: Dec, b: Dec): boolean => cmp(a, b) < 0;
export const lte = (a: Dec, b: Dec): boolean => cmp(a, b) <= 0;
export const gt = (a: Dec, b: Dec): boolean => cmp(a, b) > 0;
export const gte = (a: Dec, b: Dec): boolean => cmp(a, b) >= 0;
export const min = (a: Dec, b: Dec): Dec => (lte(a, b) ? a : b);
export const max = (a: Dec, b: Dec): Dec => (gte(a, b) ? a : b);
export const isZero = (a: Dec): boolean => (INT_RE.test(a) ? BigInt(a) === 0n : d(a).isZero());
export const isNegative = (a: Dec): boolean => d(a).isNegative() && !d(a).isZero();
export const isWhole = (a: Dec): boolean => d(a).isInteger();
export const floor = (a: Dec): Dec => out(d(a).floor());
export const ceil = (a: Dec): Dec => out(d(a).ceil());
/** Normalises a decimal string ('1.50' -> '1.5'). */
export const norm = (a: Dec): Dec => out(d(a));

export type RoundingMode = 'FLOOR' | 'HALF_UP' | 'CEILING';
const MODE: Record<RoundingMode, Base.Rounding> = {
  FLOOR: Base.ROUND_FLOOR,
  HALF_UP: Base.ROUND_HALF_UP,
  CEILING: Base.ROUND_CEIL,
};

/** Rounds to `places` decimals (0 to 10) with an OCF RoundingType mode. */
export function round(a: Dec, places: number, mode: RoundingMode): Dec {
  return out(d(a).toDecimalPlaces(places, MODE[mode]));
}

/** Display only: `part / whole` as a percentage with `places` decimals, e.g. '45.0000%'. */
export function percent(part: Dec, whole: Dec, places = 4): string {
  if (isZero(whole)) return `${(0).toFixed(places)}%`;
  if (ints(part, whole) && !part.startsWith('-') && !whole.startsWith('-')) {
    // Half-up on whole numbers: floor((2·part·10^(places+2) + whole) / (2·whole)).
    const scaled = (2n * BigInt(part) * 10n ** BigInt(places + 2) + BigInt(whole)) / (2n * BigInt(whole));
    const digits = scaled.toString().padStart(places + 1, '0');
    return places === 0 ? `${digits}%` : `${digits.slice(0, -places)}.${digits.slice(-places)}%`;
  }
  return `${d(part).div(d(whole)).times(100).toFixed(places, Base.ROUND_HALF_UP)}%`;
}

/** A running total that stays on BigInt while every input is a whole number (large cap tables). */
export interface Accumulator {
  add(x: Dec): void;
  value(): Dec;
}

export function accumulator(): Accumulator {
  let whole = 0n;
  let fraction: D | null = null;
  return {
    add(x) {
      if (INT_RE.test(x)) whole += BigInt(x);
      else fraction = (fraction ?? new Decimal(0)).plus(d(x));
    },
    value() {
      return fraction ? out(fraction.plus(whole.toString())) : whole.toString();
    },
  };
}
