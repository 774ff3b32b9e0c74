// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gainTone, monthLabel, toBarRows, toLineRows, toPieSlices } from './chart-data.ts';

const bucket = (key: string, cost: string, current_value: string, positions = 1) => ({
  key,
  cost,
  current_value,
  positions,
});

describe('portfolio chart data', () => {
  it('pie: one slice per bucket sized by current value, empty ones left out', () => {
    expect(
      toPieSlices([
        bucket('Fintech', '100000.00', '125000.50'),
        bucket('Health', '5000.00', '0.00'),
        bucket('Other', '1', '0.10'),
      ]),
    ).toEqual([
      { name: 'Fintech', value: 125000.5 },
      { name: 'Other', value: 0.1 },
    ]);
  });

  it('bar: invested and current value per bucket', () => {
    expect(toBarRows([bucket('Seed', '1000000000000.00', '1000000000000.01')])).toEqual([
      { key: 'Seed', cost: 1_000_000_000_000, current_value: 1_000_000_000_000.01 },
    ]);
  });

  it('line: month ends labelled MM/YYYY', () => {
    expect(toLineRows([{ date: '2026-03-31', cost: '10.00', current_value: '12.00' }])).toEqual([
      { month: '03/2026', cost: 10, current_value: 12 },
    ]);
    expect(monthLabel('garbage')).toBe('garbage');
  });

  it('gain tone from the decimal string, zero and negative zero included', () => {
    expect(gainTone('1250.00')).toBe('green');
    expect(gainTone('-0.01')).toBe('red');
    expect(gainTone('0.00')).toBe('dimmed');
    expect(gainTone('-0.00')).toBe('dimmed');
  });
});
