import type { CallAllocation, OpportunityCall } from '@dl/contracts';
import { fromCents, toCents } from '@dl/domain';
import type { AllocationRow, CallRow } from './opportunity-calls.repository.ts';

const money = (value: string | number) => fromCents(toCents(String(value)));
const outstanding = (due: string, received: string) => fromCents(toCents(money(due)) - toCents(money(received)));

/** numeric(9,6) comes back padded ('33.333000'): shown without trailing zeros. */
function percentage(value: string | null): string | null {
  if (value === null) return null;
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export function toOpportunityCall(row: CallRow): OpportunityCall {
  return {
    id: row.id,
    opportunity_id: row.opportunity_id,
    opportunity_name: row.opportunity_name,
    call_number: row.call_number,
    basis: row.basis,
    percentage: percentage(row.percentage),
    amount: money(row.amount),
    received: money(row.received),
    outstanding: outstanding(row.amount, row.received),
    due_date: row.due_date,
    note: row.note,
    rounding_rule: row.rounding_rule,
    status: row.open > 0 ? 'IN_PROGRESS' : 'COMPLETED',
    investors: row.investors,
    notices: { generated: row.notices_generated, total: row.notices_total },
    created_on: new Date(row.created_on).toISOString(),
  };
}

export function toCallAllocation(row: AllocationRow): CallAllocation {
  return {
    id: row.id,
    investment_id: row.investment_id,
    entity_id: row.entity_id,
    entity_name: row.entity_name,
    commitment: money(row.commitment),
    due: money(row.due),
    received: money(row.received),
    outstanding: outstanding(row.due, row.received),
    status: row.status,
    payment_id: row.payment_id,
    payment_status: row.payment_status,
    notice_document_id: row.notice_document_id,
  };
}
