import { fromCents, multiplyMoney, scaleMoney, toCents } from './money.ts';

/** A valuation mark of an opportunity: a multiple of cost, or a price per unit against an entry price. */
export interface ValuationMark {
  asOf: string; // YYYY-MM-DD
  multiple: string | null;
  price: string | null;
}

export interface PositionInput {
  cost: string;
  /** YYYY-MM-DD the position was booked (executed). */
  bookedOn: string;
  /** Entry price per unit when marks are prices; null otherwise. */
  entryPrice: string | null;
  sector: string | null;
  stage: string | null;
  type: string;
  /** Marks of its opportunity, any order. */
  marks: readonly ValuationMark[];
}

export interface Totals {
  positions: number;
  cost: string;
  current_value: string;
  gain: string;
}

export interface Bucket {
  key: string;
  positions: number;
  cost: string;
  current_value: string;
}

/** The last mark on or before `date` (all marks when no date). */
export function latestMark(marks: readonly ValuationMark[], date?: string): ValuationMark | null {
  let best: ValuationMark | null = null;
  for (const m of marks) {
    if (date && m.asOf > date) continue;
    if (!best || m.asOf > best.asOf) best = m;
  }
  return best;
}

/**
 * Value of a position at a mark: cost x multiple, or cost x price / entry price; cost when unmarked
 * or when a price mark has no entry price to compare with.
 */
export function valueAt(cost: string, entryPrice: string | null, mark: ValuationMark | null): string {
  if (!mark) return fromCents(toCents(cost));
  if (mark.multiple !== null) return multiplyMoney(cost, mark.multiple);
  if (mark.price !== null && entryPrice !== null && toCents(entryPrice) !== 0n) {
    return scaleMoney(cost, mark.price, entryPrice);
  }
  return fromCents(toCents(cost));
}

export function positionValue(p: PositionInput, date?: string): string {
  return valueAt(p.cost, p.entryPrice, latestMark(p.marks, date));
}

export function totalsOf(positions: readonly PositionInput[]): Totals {
  let cost = 0n;
  let value = 0n;
  for (const p of positions) {
    cost += toCents(p.cost);
    value += toCents(positionValue(p));
  }
  return {
    positions: positions.length,
    cost: fromCents(cost),
    current_value: fromCents(value),
    gain: fromCents(value - cost),
  };
}

export const OTHER_BUCKET = 'Other';

/** Groups positions by a key (null -> 'Other'), largest current value first, then by key. */
export function bucketsBy(positions: readonly PositionInput[], keyOf: (p: PositionInput) => string | null): Bucket[] {
  const groups = new Map<string, { positions: number; cost: bigint; value: bigint }>();
  for (const p of positions) {
    const key = keyOf(p) || OTHER_BUCKET;
    const g = groups.get(key) ?? { positions: 0, cost: 0n, value: 0n };
    g.positions += 1;
    g.cost += toCents(p.cost);
    g.value += toCents(positionValue(p));
    groups.set(key, g);
  }
  return [...groups.entries()]
    .sort((a, b) => (a[1].value === b[1].value ? a[0].localeCompare(b[0]) : a[1].value > b[1].value ? -1 : 1))
    .map(([key, g]) => ({ key, positions: g.positions, cost: fromCents(g.cost), current_value: fromCents(g.value) }));
}

/** Month ends from `months - 1` months before `today`'s month to today's month (today for the last). */
export function monthEnds(today: string, months: number): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - 1 - i + 1, 0));
    const iso = d.toISOString().slice(0, 10);
    out.push(i === 0 || iso > today ? today : iso);
  }
  return out;
}

/** One point per date: cost booked by then, valued at the marks known then. */
export function valueOverTime(positions: readonly PositionInput[], dates: readonly string[]) {
  return dates.map((date) => {
    let cost = 0n;
    let value = 0n;
    for (const p of positions) {
      if (p.bookedOn > date) continue;
      cost += toCents(p.cost);
      value += toCents(positionValue(p, date));
    }
    return { date, cost: fromCents(cost), current_value: fromCents(value) };
  });
}

export function summarize(positions: readonly PositionInput[], today: string, months = 12) {
  return {
    totals: totalsOf(positions),
    by_sector: bucketsBy(positions, (p) => p.sector),
    by_stage: bucketsBy(positions, (p) => p.stage),
    by_type: bucketsBy(positions, (p) => p.type),
    value_over_time: valueOverTime(positions, monthEnds(today, months)),
  };
}
