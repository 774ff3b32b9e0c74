import { type IssuerOpportunity, issuerOpportunitySchema } from '@dl/contracts';

export const OPPORTUNITY_ID = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const ISSUER_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

const PERMISSIONS = {
  edit_company: true,
  edit_approval_rule: true,
  write_opportunities: true,
  approve_opportunities: true,
  close_opportunities: true,
  countersign: true,
  answer_questions: true,
};

/** A draft as `GET issuers/opportunities/:id` answers it to the company's administrator. */
export function issuerOpportunity(overrides: Partial<IssuerOpportunity> = {}): IssuerOpportunity {
  return issuerOpportunitySchema.parse({
    id: OPPORTUNITY_ID,
    name: 'Northwind Series A',
    short_desc: 'Warehouse robots',
    opportunity_type: 'PRIMARY',
    type: 'GENERAL',
    status: 'Created',
    issuer: { id: ISSUER_ID, name: 'Northwind Robotics' },
    market: 'Industrial',
    stage: 'Series A',
    size: '5000000',
    minimum: '25000',
    start_date: '2026-06-01',
    end_date: '2026-09-30',
    approval_status: 'NA',
    approval_label: 'Sent',
    issuer_review: 'NONE',
    favorite: 0,
    is_dismissed: false,
    created_on: '2026-05-01T10:00:00Z',
    modified_on: '2026-05-02T10:00:00Z',
    pre: '20000000',
    post: null,
    common_sector: ['Technology'],
    common_industry: ['Robotics'],
    ticker: null,
    logo: null,
    security_terms: { type: 1, pricePerShare: '1.25' },
    highlights: ['Profitable since 2024'],
    issuer_review_detail: { status: 'NONE', reason: null, reviewed_by: null, reviewed_on: null },
    fiduciary_decision: { approval_status: 'NA', approval_label: 'Sent', rejection_reason: null, reviewed_on: null },
    edited_by_me: true,
    requires_internal_approval: false,
    actions: ['edit', 'send'],
    permissions: PERMISSIONS,
    tearsheet_public: false,
    ...overrides,
  });
}
