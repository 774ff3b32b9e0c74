import type { CallAllocation, OpportunityCall, WireInstructions, WireInstructionsProposal } from '@dl/contracts';

export const CALL_ID = '11111111-2222-4333-8444-555555555555';
const OPPORTUNITY_ID = '21111111-2222-4333-8444-555555555555';
export const PAYMENT_ID = '31111111-2222-4333-8444-555555555555';
export const PROPOSAL_ID = '41111111-2222-4333-8444-555555555555';

export function call(overrides: Partial<OpportunityCall> = {}): OpportunityCall {
  return {
    id: CALL_ID,
    opportunity_id: OPPORTUNITY_ID,
    opportunity_name: 'Industrial Automation Fund I',
    call_number: 1,
    basis: 'AMOUNT',
    percentage: null,
    amount: '1000.00',
    received: '100.00',
    outstanding: '900.00',
    due_date: '2026-12-31',
    note: '',
    rounding_rule: 'largest-remainder, ties by investment id',
    status: 'IN_PROGRESS',
    investors: 3,
    notices: { generated: 1, total: 3 },
    created_on: '2026-11-27T09:00:00.000Z',
    ...overrides,
  };
}

export function allocation(overrides: Partial<CallAllocation> = {}): CallAllocation {
  return {
    id: '51111111-2222-4333-8444-555555555555',
    investment_id: '61111111-2222-4333-8444-555555555555',
    entity_id: '71111111-2222-4333-8444-555555555555',
    entity_name: 'Avery Investor',
    commitment: '100000.00',
    due: '333.34',
    received: '0.00',
    outstanding: '333.34',
    status: 'IN_PROGRESS',
    payment_id: PAYMENT_ID,
    payment_status: 'PENDING',
    notice_document_id: null,
    ...overrides,
  };
}

export const WIRE: WireInstructions = {
  bank_name: 'First Demo Bank, N.A.',
  bank_address: '100 Market Street',
  account_name: 'Demo Fiduciary Trust Escrow',
  account_number: '000123456789',
  routing_number: '121000248',
  swift_code: 'FDBKUS33',
  instructions: '',
  modified_on: '2026-11-01T09:00:00.000Z',
  verified_on: '2026-11-02T09:00:00.000Z',
};

export function proposal(overrides: Partial<WireInstructionsProposal> = {}): WireInstructionsProposal {
  const { modified_on: _m, verified_on: _v, ...fields } = WIRE;
  return {
    ...fields,
    id: PROPOSAL_ID,
    bank_name: 'Second Demo Bank',
    status: 'PENDING',
    proposed_by: { id: '81111111-2222-4333-8444-555555555555', name: 'Dana Deals' },
    proposed_on: '2026-11-27T08:00:00.000Z',
    decided_by: null,
    decided_on: null,
    reason: null,
    proposed_by_me: false,
    ...overrides,
  };
}
