import { type DealDetail, dealDetailSchema, type FailedSeal } from '@dl/contracts';

const DEAL_ID = '3d1c2b4a-5e6f-4a70-8b9c-0d1e2f3a4b5c';
const ENTITY_ID = '7a6b5c4d-3e2f-4a10-9b8c-7d6e5f4a3b2c';
const OPPORTUNITY_ID = '1a2b3c4d-5e6f-4a70-8b9c-0d1e2f3a4b5d';
const FILE_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

/** A deal as `GET fid-admin/investments/:id` answers it: approved and signed, waiting for countersign. */
export function dealDetail(overrides: Partial<DealDetail> = {}): DealDetail {
  return dealDetailSchema.parse({
    id: DEAL_ID,
    opportunity_id: OPPORTUNITY_ID,
    entity: { id: ENTITY_ID, name: 'Linden Park Capital LP', trellis_uid: 'ENT-1' },
    status: 'DEAL_APPROVED',
    status_label: 'Deal approved',
    status_color: 'orange',
    progress_step: 2,
    amount: '60000.00',
    timezone: 'America/New_York',
    pre_form_response: { amount: '60000', source_of_funds: 'Savings', accredited: true },
    document_id: FILE_ID,
    signed_document_id: FILE_ID,
    countersigned_document_id: null,
    nda_signed_date: '2026-10-01T00:00:00.000Z',
    deal_reviewed_date: null,
    deal_signed_date: '2026-10-04T00:00:00.000Z',
    approved_on: '2026-10-05T00:00:00.000Z',
    counter_signed_deal_date: null,
    executed_on: null,
    declined_on: null,
    decline_reason: null,
    payment_status: 'PENDING',
    payments_received: null,
    payments_acknowledged: null,
    created_on: '2026-10-01T00:00:00.000Z',
    modified_on: '2026-10-05T00:00:00.000Z',
    opportunity: {
      opp_id: OPPORTUNITY_ID,
      name: 'Clean Energy Access SPV',
      short_desc: 'Solar for schools',
      opportunity_type: 'PRIMARY',
      type: 'SPV',
      status: 'Published',
      size: '5000000.00',
      minimum: '10000.00',
      start_date: null,
      end_date: null,
      issuer: { id: ENTITY_ID, name: 'Helio Grid' },
    },
    investor: { id: ENTITY_ID, name: 'Jordan Linden', email: 'linden@demo.test' },
    entity_type: 'ENTITY',
    kyc: { invitation_status: 5, label: 'Approved' },
    documents: [
      {
        doc_class: 'DEAL',
        name: 'Subscription Agreement.pdf',
        file_id: FILE_ID,
        url: `/api/v1/signed-files/${FILE_ID}?expires=1&signature=x`,
        signed_file_id: FILE_ID,
        signed_url: `/api/v1/signed-files/${FILE_ID}?expires=1&signature=y`,
        signed_on: '2026-10-04T00:00:00.000Z',
      },
    ],
    countersign: null,
    actions: ['decline', 'countersign'],
    ...overrides,
  });
}

export function failedSeal(overrides: Partial<FailedSeal> = {}): FailedSeal {
  return {
    job_id: '5b4a3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
    session_id: '6c5b4a3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
    subject_kind: 'DEAL_COUNTERSIGN',
    subject_id: DEAL_ID,
    investment_id: DEAL_ID,
    opportunity_name: 'Clean Energy Access SPV',
    entity_name: 'Linden Park Capital LP',
    signer_name: 'Sidney Signer',
    error: 'The document cannot be countersigned: it carries no signature to countersign',
    attempts: 1,
    failed_on: '2026-10-06T00:00:00.000Z',
    ...overrides,
  };
}
