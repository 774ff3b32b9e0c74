import { describe, expect, it } from 'vitest';
import { computeCalculated } from './applicability.ts';
import { calculate } from './calculated.ts';
import { formOf } from './test-fixtures.ts';
import type { Calculation, FormField } from './types.ts';
import { validateResponse } from './validate.ts';

const c = (value: number) => ({ type: 'const', value }) as const;
const v = (field: string) => ({ type: 'var', field }) as const;

describe('calculate', () => {
  const cases: { name: string; calc: Calculation; operands: unknown[]; result: number | null }[] = [
    { name: 'multiplies', calc: { action: 'multiply', operands: [] }, operands: [3, '4', 2.5], result: 30 },
    { name: 'divides left to right', calc: { action: 'divide', operands: [] }, operands: [100, 4, 5], result: 5 },
    { name: 'removes float noise', calc: { action: 'multiply', operands: [] }, operands: [0.1, 3], result: 0.3 },
    { name: 'divide by zero is empty', calc: { action: 'divide', operands: [] }, operands: [10, 0], result: null },
    { name: 'zero divided is zero', calc: { action: 'divide', operands: [] }, operands: [0, 10], result: 0 },
    { name: 'empty operand is empty', calc: { action: 'multiply', operands: [] }, operands: [10, ''], result: null },
    {
      name: 'missing operand is empty',
      calc: { action: 'multiply', operands: [] },
      operands: [10, undefined],
      result: null,
    },
    {
      name: 'non-numeric operand is empty',
      calc: { action: 'multiply', operands: [] },
      operands: [10, '1e3'],
      result: null,
    },
    { name: 'no operands is empty', calc: { action: 'multiply', operands: [] }, operands: [], result: null },
    {
      name: 'rounds up',
      calc: { action: 'divide', operands: [], rounding: { mode: 'up', digits: 2 } },
      operands: [10, 3],
      result: 3.34,
    },
    {
      name: 'rounds down',
      calc: { action: 'divide', operands: [], rounding: { mode: 'down', digits: 2 } },
      operands: [20, 3],
      result: 6.66,
    },
    {
      name: 'rounds up to whole numbers',
      calc: { action: 'divide', operands: [], rounding: { mode: 'up', digits: 0 } },
      operands: [7, 2],
      result: 4,
    },
    {
      name: 'rounds down to whole numbers',
      calc: { action: 'divide', operands: [], rounding: { mode: 'down', digits: 0 } },
      operands: [7, 2],
      result: 3,
    },
    {
      name: 'rounding up leaves an exact result',
      calc: { action: 'multiply', operands: [], rounding: { mode: 'up', digits: 2 } },
      operands: [0.1, 3],
      result: 0.3,
    },
    {
      name: 'rounding down leaves 1.005 * 100 whole',
      calc: { action: 'multiply', operands: [], rounding: { mode: 'down', digits: 1 } },
      operands: [1.005, 100],
      result: 100.5,
    },
    {
      name: 'rounds negatives up toward +infinity',
      calc: { action: 'divide', operands: [], rounding: { mode: 'up', digits: 1 } },
      operands: [-10, 3],
      result: -3.3,
    },
    {
      name: 'rounds negatives down toward -infinity',
      calc: { action: 'divide', operands: [], rounding: { mode: 'down', digits: 1 } },
      operands: [-10, 3],
      result: -3.4,
    },
    {
      name: 'rounds a divide by zero to empty',
      calc: { action: 'divide', operands: [], rounding: { mode: 'up', digits: 2 } },
      operands: [1, '0'],
      result: null,
    },
  ];
  it.each(cases)('$name', ({ calc, operands, result }) => expect(calculate(calc, operands)).toBe(result));
});

describe('computeCalculated', () => {
  const fields: FormField[] = [
    { key: 'shares', label: 'Shares', type: 'number' },
    { key: 'price', label: 'Price per share', type: 'currency', precision: 2 },
    {
      key: 'total',
      label: 'Total',
      type: 'calculated',
      calculated: { action: 'multiply', operands: [v('shares'), v('price')] },
    },
    {
      key: 'per_month',
      label: 'Per month',
      type: 'calculated',
      calculated: { action: 'divide', operands: [v('total'), c(12)], rounding: { mode: 'down', digits: 2 } },
    },
    {
      key: 'per_share_pct',
      label: 'Price share',
      type: 'calculated',
      calculated: { action: 'divide', operands: [v('price'), v('shares')], rounding: { mode: 'up', digits: 3 } },
    },
  ];
  const form = formOf(fields);

  it.each([
    [
      { shares: '1000', price: '2.50' },
      { total: 2500, per_month: 208.33, per_share_pct: 0.003 },
    ],
    [
      { shares: 0, price: '2.50' },
      { total: 0, per_month: 0, per_share_pct: null },
    ],
    [{ shares: '1000' }, { total: null, per_month: null, per_share_pct: null }],
    [{}, { total: null, per_month: null, per_share_pct: null }],
  ])('answers %j compute %j', (values, expected) => expect(computeCalculated(form, values)).toEqual(expected));

  it('uses the computed result, not a submitted one, and stores it', () => {
    const result = validateResponse(form, { shares: '10', price: '3', total: 999 });
    expect(result.valid).toBe(true);
    expect(result.values).toEqual({ shares: '10', price: '3', total: 30, per_month: 2.5, per_share_pct: 0.3 });
  });

  it('a mandatory calculated field that cannot be computed is required', () => {
    const mandatory = formOf([
      fields[0] as FormField,
      fields[1] as FormField,
      { ...(fields[2] as FormField), mandatory: true },
    ]);
    expect(validateResponse(mandatory, { shares: '10' }).errors).toEqual({ total: 'Total is required' });
  });

  it('an operand that does not apply counts as empty; a calculated field that does not apply is left out', () => {
    const branched = formOf([
      { key: 'kind', label: 'Kind', type: 'radio', options: ['loan', 'equity'] },
      { key: 'rate', label: 'Rate', type: 'number', branch: 'kind -eq loan' },
      { key: 'amount', label: 'Amount', type: 'currency' },
      {
        key: 'interest',
        label: 'Interest',
        type: 'calculated',
        calculated: { action: 'multiply', operands: [v('amount'), v('rate'), c(0.01)] },
      },
      {
        key: 'loan_only',
        label: 'Loan only',
        type: 'calculated',
        branch: 'kind -eq loan',
        calculated: { action: 'multiply', operands: [v('amount'), c(2)] },
      },
    ]);
    expect(computeCalculated(branched, { kind: 'loan', rate: '5', amount: '1000' })).toEqual({
      interest: 50,
      loan_only: 2000,
    });
    expect(computeCalculated(branched, { kind: 'equity', rate: '5', amount: '1000' })).toEqual({ interest: null });
  });

  it('a cycle computes to empty instead of looping', () => {
    const cyclic = formOf([
      { key: 'a', label: 'A', type: 'calculated', calculated: { action: 'multiply', operands: [v('b'), c(2)] } },
      { key: 'b', label: 'B', type: 'calculated', calculated: { action: 'multiply', operands: [v('a'), c(2)] } },
    ]);
    expect(computeCalculated(cyclic, {})).toEqual({ a: null, b: null });
  });
});
