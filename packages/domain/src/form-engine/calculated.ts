import { toNumber } from './operands.ts';
import type { Calculation } from './types.ts';

/** Drops binary floating-point noise (0.1 * 3 -> 0.3) before rounding or showing a result. */
const clean = (x: number) => Number(x.toPrecision(15));

function round(x: number, mode: 'up' | 'down', digits: number): number {
  const factor = 10 ** digits;
  const scaled = clean(x * factor);
  return clean((mode === 'up' ? Math.ceil(scaled) : Math.floor(scaled)) / factor);
}

/**
 * Spec 3 calculated field: multiply all operands, or divide the first by each of the others, then
 * round up (toward +infinity) or down (toward -infinity) to `digits` decimals. An empty or
 * non-numeric operand, or a division by zero, gives null (an empty field), never NaN or Infinity.
 */
export function calculate(calculation: Calculation, operandValues: readonly unknown[]): number | null {
  const numbers = operandValues.map(toNumber);
  if (numbers.length === 0 || numbers.some((n) => n === null)) return null;
  const [first, ...rest] = numbers as number[];
  let result = first as number;
  for (const n of rest) {
    if (calculation.action === 'divide' && n === 0) return null;
    result = calculation.action === 'multiply' ? result * n : result / n;
  }
  if (!Number.isFinite(result)) return null;
  const { rounding } = calculation;
  return rounding ? round(result, rounding.mode, rounding.digits) : clean(result);
}
