import type { Investment, InvestmentWithOpportunity } from '@dl/contracts';
import { INVESTMENT_PROGRESS_STEP, investmentStatusColor, investmentStatusText } from '@dl/domain';
import type { InvestmentRow } from './investments.repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toInvestment(row: InvestmentRow): Investment {
  const status = row.status;
  return {
    id: row.id,
    opportunity_id: row.opportunity_id,
    entity: { id: row.entity_id, name: row.entity_name, trellis_uid: row.entity_trellis_uid },
    status,
    status_label: investmentStatusText(status),
    status_color: investmentStatusColor(status),
    progress_step: INVESTMENT_PROGRESS_STEP[status] ?? null,
    amount: row.amount,
    timezone: row.timezone,
    pre_form_response: row.pre_form_response,
    document_id: row.document_id,
    signed_document_id: row.signed_file_id,
    countersigned_document_id: row.countersigned_file_id,
    nda_signed_date: iso(row.nda_signed_date),
    deal_reviewed_date: iso(row.deal_reviewed_date),
    deal_signed_date: iso(row.deal_signed_date),
    approved_on: iso(row.approved_on),
    counter_signed_deal_date: iso(row.counter_signed_deal_date),
    executed_on: iso(row.executed_on),
    declined_on: iso(row.declined_on),
    decline_reason: row.decline_reason,
    payment_status: row.payment_status,
    payments_received: iso(row.payments_received),
    payments_acknowledged: iso(row.payments_acknowledged),
    created_on: iso(row.created_on) as string,
    modified_on: iso(row.modified_on) as string,
  };
}

/** Spec 7 `GET investments/{id}`: the investment merged with its opportunity. */
export function toInvestmentWithOpportunity(row: InvestmentRow): InvestmentWithOpportunity {
  return {
    ...toInvestment(row),
    opportunity: {
      opp_id: row.opportunity_id,
      name: row.opportunity_name,
      short_desc: row.opportunity_short_desc,
      opportunity_type: row.opportunity_type,
      type: row.opportunity_structure,
      status: row.opportunity_status,
      size: row.opportunity_size,
      minimum: row.opportunity_minimum,
      start_date: row.opportunity_start_date,
      end_date: row.opportunity_end_date,
      issuer: { id: row.issuer_id, name: row.issuer_name },
    },
  };
}
