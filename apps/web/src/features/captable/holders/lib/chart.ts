import { formatDate } from '@dl/domain';

/**
 * Chart points from exact share counts. The chart library draws numbers, so each count is read as
 * one here, for the drawing only; the tables beside the charts show the exact strings.
 */
export function chartRows(series: readonly { date: string; vested: string; granted?: string }[]) {
  return series.map((p) => ({
    date: formatDate(p.date),
    vested: Number(p.vested),
    ...(p.granted === undefined ? {} : { granted: Number(p.granted) }),
  }));
}

/** Shares on an axis or in a tooltip: whole numbers with separators. */
export const shareCount = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 4 });
