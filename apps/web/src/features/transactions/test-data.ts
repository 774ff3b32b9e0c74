import type { InvestmentWithOpportunity, Payment } from '@dl/contracts';

export const INVESTMENT_ID = '31111111-2222-4333-8444-555555555555';
export const PAYMENT_ID = '41111111-2222-4333-8444-555555555555';

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: PAYMENT_ID,
    investment_id: INVESTMENT_ID,
    capital_call_id: null,
    amount: '250000.00',
    status: 'PENDING',
    investor_label: 'NOT APPLICABLE',
    can_confirm_sent: true,
    reference: null,
    sent_on: null,
    acknowledged_on: null,
    created_on: '2026-03-01T10:00:00Z',
    modified_on: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

export function investment(overrides: Partial<InvestmentWithOpportunity> = {}): InvestmentWithOpportunity {
  return {
    id: INVESTMENT_ID,
    opportunity_id: '51111111-2222-4333-8444-555555555555',
    entity: { id: '61111111-2222-4333-8444-555555555555', name: 'Avery Family Trust', trellis_uid: 'ENT-1' },
    status: 'DEAL_EXECUTED',
    status_label: 'Deal executed',
    status_color: 'green',
    progress_step: 5,
    amount: '250000.00',
    timezone: null,
    pre_form_response: {},
    document_id: null,
    signed_document_id: null,
    countersigned_document_id: null,
    nda_signed_date: '2026-01-05T10:00:00Z',
    deal_reviewed_date: null,
    deal_signed_date: '2026-01-10T10:00:00Z',
    approved_on: '2026-01-11T10:00:00Z',
    counter_signed_deal_date: '2026-01-12T10:00:00Z',
    executed_on: '2026-01-12T10:00:00Z',
    declined_on: null,
    decline_reason: null,
    payment_status: 'PENDING',
    payments_received: null,
    payments_acknowledged: null,
    created_on: '2026-01-02T10:00:00Z',
    modified_on: '2026-01-12T10:00:00Z',
    opportunity: {
      opp_id: '51111111-2222-4333-8444-555555555555',
      name: 'Cobalt Health Series B',
      short_desc: 'Care platform',
      opportunity_type: 'PRIMARY',
      type: 'GENERAL',
      status: 'Published',
      size: '10000000.00',
      minimum: '25000.00',
      start_date: null,
      end_date: null,
      issuer: { id: '71111111-2222-4333-8444-555555555555', name: 'Cobalt Health' },
    },
    ...overrides,
  };
}
