import { describe, expect, it } from 'vitest';
import {
  bucketsBy,
  latestMark,
  monthEnds,
  type PositionInput,
  summarize,
  totalsOf,
  valueAt,
  valueOverTime,
} from './aggregation.ts';

const pos = (over: Partial<PositionInput>): PositionInput => ({
  cost: '100.00',
  bookedOn: '2026-01-15',
  entryPrice: null,
  sector: 'Health',
  stage: 'Series B',
  type: 'GENERAL',
  marks: [],
  ...over,
});

describe('portfolio aggregation', () => {
  it('values an unmarked position at cost, a multiple mark by multiplying, a price mark by the ratio', () => {
    expect(valueAt('100.00', null, null)).toBe('100.00');
    expect(valueAt('100.00', null, { asOf: '2026-01-01', multiple: '1.25', price: null })).toBe('125.00');
    expect(valueAt('100.00', '10.00', { asOf: '2026-01-01', multiple: null, price: '7.50' })).toBe('75.00');
    expect(valueAt('100.00', null, { asOf: '2026-01-01', multiple: null, price: '7.50' })).toBe('100.00');
  });

  it('takes the latest mark on or before a date', () => {
    const marks = [
      { asOf: '2026-03-31', multiple: '1.2', price: null },
      { asOf: '2026-01-31', multiple: '1.1', price: null },
    ];
    expect(latestMark(marks)?.multiple).toBe('1.2');
    expect(latestMark(marks, '2026-02-28')?.multiple).toBe('1.1');
    expect(latestMark(marks, '2025-12-31')).toBeNull();
  });

  it('totals exactly, with a negative gain', () => {
    const positions = [
      pos({ cost: '0.10' }),
      pos({ cost: '0.20' }),
      pos({ cost: '1000000000000.00', marks: [{ asOf: '2026-02-01', multiple: '0.5', price: null }] }),
    ];
    expect(totalsOf(positions)).toEqual({
      positions: 3,
      cost: '1000000000000.30',
      current_value: '500000000000.30',
      gain: '-500000000000.00',
    });
    expect(totalsOf([])).toEqual({ positions: 0, cost: '0.00', current_value: '0.00', gain: '0.00' });
  });

  it('buckets by key, unset keys as Other, largest value first', () => {
    const buckets = bucketsBy(
      [pos({ sector: 'Fintech', cost: '50.00' }), pos({ sector: null }), pos({ sector: 'Fintech', cost: '60.00' })],
      (p) => p.sector,
    );
    expect(buckets).toEqual([
      { key: 'Fintech', positions: 2, cost: '110.00', current_value: '110.00' },
      { key: 'Other', positions: 1, cost: '100.00', current_value: '100.00' },
    ]);
  });

  it('lists month ends ending today', () => {
    expect(monthEnds('2026-11-21', 3)).toEqual(['2026-09-30', '2026-10-31', '2026-11-21']);
    expect(monthEnds('2026-03-10', 2)).toEqual(['2026-02-28', '2026-03-10']);
  });

  it('draws value over time from the marks known at each date', () => {
    const p = pos({
      bookedOn: '2026-02-10',
      marks: [
        { asOf: '2026-02-28', multiple: '1.1', price: null },
        { asOf: '2026-03-31', multiple: '0.9', price: null },
      ],
    });
    expect(valueOverTime([p], ['2026-01-31', '2026-02-28', '2026-03-31'])).toEqual([
      { date: '2026-01-31', cost: '0.00', current_value: '0.00' },
      { date: '2026-02-28', cost: '100.00', current_value: '110.00' },
      { date: '2026-03-31', cost: '100.00', current_value: '90.00' },
    ]);
  });

  it('summarizes for the charts', () => {
    const s = summarize([pos({ type: 'FUND', stage: null })], '2026-11-21', 12);
    expect(s.by_type).toEqual([{ key: 'FUND', positions: 1, cost: '100.00', current_value: '100.00' }]);
    expect(s.by_stage[0]?.key).toBe('Other');
    expect(s.value_over_time).toHaveLength(12);
  });
});
