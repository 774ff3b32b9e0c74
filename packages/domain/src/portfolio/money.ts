/**
 * Exact money on decimal strings (numeric(20,2) in SQL, a string on the wire). Amounts are held as
 * BigInt cents; JS floats never touch them. Multiplying by a mark multiple rounds half away from zero
 * to the cent.
 */
export type Cents = bigint;

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Parses '12', '12.3', '-0.05' (at most 2 decimals) into cents; throws on anything else. */
export function toCents(amount: string): Cents {
  const match = DECIMAL.exec(amount.trim());
  if (!match || (match[3]?.length ?? 0) > 2) throw new Error(`Not a money amount: ${amount}`);
  const cents = BigInt(match[2] as string) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Cents back to a decimal string with exactly two decimals ('-1234.50'). */
export function fromCents(cents: Cents): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

export function addMoney(...amounts: string[]): string {
  return fromCents(amounts.reduce((sum, a) => sum + toCents(a), 0n));
}

export function subtractMoney(a: string, b: string): string {
  return fromCents(toCents(a) - toCents(b));
}

/** Parses a non-negative decimal factor ('1.25', '0.8') into an integer numerator over 10^scale. */
function toRatio(factor: string): { num: bigint; den: bigint } {
  const match = DECIMAL.exec(factor.trim());
  if (!match) throw new Error(`Not a decimal: ${factor}`);
  const frac = match[3] ?? '';
  const num = BigInt(`${match[2]}${frac}`) * (match[1] ? -1n : 1n);
  return { num, den: 10n ** BigInt(frac.length) };
}

/** Rounds num/den to the nearest integer, halves away from zero. */
function divRound(num: bigint, den: bigint): bigint {
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const q = (n * 2n + d) / (2n * d);
  return negative ? -q : q;
}

/** amount x factor, exact then rounded to the cent. */
export function multiplyMoney(amount: string, factor: string): string {
  const { num, den } = toRatio(factor);
  return fromCents(divRound(toCents(amount) * num, den));
}

/** amount x (numerator / denominator), for price marks (units x new price / entry price). */
export function scaleMoney(amount: string, numerator: string, denominator: string): string {
  const n = toRatio(numerator);
  const d = toRatio(denominator);
  if (d.num === 0n) throw new Error('Division by zero');
  return fromCents(divRound(toCents(amount) * n.num * d.den, n.den * d.num));
}

export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const d = toCents(a) - toCents(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}
