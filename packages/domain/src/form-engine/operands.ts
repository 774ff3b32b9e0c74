import type { FormValues, Operand } from './types.ts';

/** A constant, or the answer of the field a `var` operand names. */
export function operandValue(operand: Operand, values: FormValues): unknown {
  return operand.type === 'const' ? operand.value : values[operand.field];
}

/** A finite number from a number or a plain decimal text ('1200', '-3.5'); null otherwise. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return null;
  return Number(value);
}
