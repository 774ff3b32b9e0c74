import type { PortfolioSummary } from '@dl/contracts';

type Bucket = PortfolioSummary['by_sector'][number];
type ValuePoint = PortfolioSummary['value_over_time'][number];

/*
 * The charts draw numbers; the sums themselves are exact decimal strings made by the server and are
 * shown as such in the totals. Converting here is for drawing only (no arithmetic on money).
 */
const toNumber = (amount: string) => Number(amount);

/** Pie slices: one per bucket, sized by current value; empty buckets are left out. */
export function toPieSlices(buckets: readonly Bucket[]): { name: string; value: number }[] {
  return buckets
    .map((bucket) => ({ name: bucket.key, value: toNumber(bucket.current_value) }))
    .filter((slice) => slice.value > 0);
}

export const BUCKET_SERIES = [
  { name: 'cost', label: 'Invested' },
  { name: 'current_value', label: 'Current value' },
];

/** Bar rows: one per bucket with invested and current value. */
export function toBarRows(buckets: readonly Bucket[]): { key: string; cost: number; current_value: number }[] {
  return buckets.map((bucket) => ({
    key: bucket.key,
    cost: toNumber(bucket.cost),
    current_value: toNumber(bucket.current_value),
  }));
}

/** 'YYYY-MM-DD' month end -> 'MM/YYYY' (spec 9 dates are month first). */
export function monthLabel(date: string): string {
  const [year, month] = date.split('-');
  return year && month ? `${month}/${year}` : date;
}

/** Line rows: one per month end. */
export function toLineRows(points: readonly ValuePoint[]): { month: string; cost: number; current_value: number }[] {
  return points.map((point) => ({
    month: monthLabel(point.date),
    cost: toNumber(point.cost),
    current_value: toNumber(point.current_value),
  }));
}

/** 'Gain' with its sign and colour: a decimal string like '-1250.50' (no float arithmetic). */
export function gainTone(gain: string): 'green' | 'red' | 'dimmed' {
  if (/^-?0*(\.0*)?$/.test(gain)) return 'dimmed';
  return gain.startsWith('-') ? 'red' : 'green';
}
