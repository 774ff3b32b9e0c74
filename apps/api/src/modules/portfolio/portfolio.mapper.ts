import type { Position } from '@dl/contracts';
import {
  fromCents,
  latestMark,
  type PositionInput,
  subtractMoney,
  toCents,
  type ValuationMark,
  valueAt,
} from '@dl/domain';
import type { MarkRow, PositionRow } from './portfolio.repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const day = (value: Date | string | null) =>
  value === null ? '1970-01-01' : new Date(value).toISOString().slice(0, 10);

/** numeric(20,6) / numeric(12,6) as read: trailing zeros dropped, so the money helpers take them. */
const trim = (v: string | null) => (v === null ? null : v.includes('.') ? v.replace(/\.?0+$/, '') : v);

export interface OpportunityMarks {
  marks: ValuationMark[];
  /** The first price mark: what a later price is compared with. */
  entryPrice: string | null;
}

/** Marks grouped by opportunity (ADR 0013: the entry price is the opportunity's first price mark). */
export function groupMarks(rows: readonly MarkRow[]): Map<string, OpportunityMarks> {
  const out = new Map<string, OpportunityMarks>();
  for (const r of rows) {
    const g = out.get(r.opportunity_id) ?? { marks: [], entryPrice: null };
    const mark = { asOf: r.as_of, price: trim(r.price), multiple: trim(r.multiple) };
    g.marks.push(mark);
    if (g.entryPrice === null && mark.price !== null) g.entryPrice = mark.price;
    out.set(r.opportunity_id, g);
  }
  return out;
}

const NO_MARKS: OpportunityMarks = { marks: [], entryPrice: null };

const money = (v: string) => fromCents(toCents(v));

export function toPositionInput(row: PositionRow, marks: Map<string, OpportunityMarks>): PositionInput {
  const m = marks.get(row.opportunity_id) ?? NO_MARKS;
  return {
    cost: money(row.amount),
    bookedOn: day(row.executed_on ?? row.created_on),
    entryPrice: m.entryPrice,
    sector: row.sector,
    stage: row.stage,
    type: row.type,
    marks: m.marks,
  };
}

export function toPosition(row: PositionRow, marks: Map<string, OpportunityMarks>): Position {
  const m = marks.get(row.opportunity_id) ?? NO_MARKS;
  const mark = latestMark(m.marks);
  const cost = money(row.amount);
  const value = valueAt(cost, m.entryPrice, mark);
  return {
    investment_id: row.id,
    opportunity_id: row.opportunity_id,
    opportunity_name: row.opportunity_name,
    opportunity_type: row.opportunity_type,
    issuer: { id: row.issuer_id, name: row.issuer_name },
    entity: { id: row.entity_id, name: row.entity_name, trellis_uid: row.entity_trellis_uid },
    sector: row.sector,
    stage: row.stage,
    type: row.type,
    cost,
    current_value: value,
    gain: subtractMoney(value, cost),
    mark: mark
      ? { as_of: mark.asOf, price: mark.price === null ? null : money(roundPrice(mark.price)), multiple: mark.multiple }
      : null,
    payment_status: row.payment_status,
    executed_on: iso(row.executed_on),
    created_on: iso(row.created_on) as string,
  };
}

/** A price mark holds up to 6 decimals; the wire shows it to the cent. */
function roundPrice(price: string): string {
  const [whole, frac = ''] = price.split('.');
  if (frac.length <= 2) return price;
  const cents = BigInt(`${whole}${frac.slice(0, 2)}`) + (Number(frac[2]) >= 5 ? 1n : 0n);
  return fromCents(cents);
}
