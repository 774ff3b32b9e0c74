import type { DocumentRecord } from '@dl/contracts';

export const OPP_ID = '81111111-2222-4333-8444-555555555555';

export function record(overrides: Partial<DocumentRecord> = {}): DocumentRecord {
  return {
    doc_id: '91111111-2222-4333-8444-555555555555',
    document_id: '92111111-2222-4333-8444-555555555555',
    signed_document_id: null,
    document_name: 'Cobalt Health NDA',
    document_type: 'NDA',
    document_class: 'NDA',
    modified_on: '2026-03-02T10:00:00Z',
    opportunity_id: OPP_ID,
    opportunity_name: 'Cobalt Health Series B',
    action_required: 'SIGNATURE_REQUIRED',
    entity: { trellis_uid: 'ENT-42' },
    description: '',
    category: [],
    digitization_status: 'DIGITIZED',
    fields: [],
    ...overrides,
  };
}

/** A statement addressed to the entity, waiting for its signature. */
export const STATEMENT = record({
  doc_id: '93111111-2222-4333-8444-555555555555',
  document_name: 'Annual statement 2025',
  document_type: 'Statement',
  document_class: 'FIDUCIARY',
  opportunity_id: null,
  opportunity_name: null,
});

/** My executed NDA (another NDA document than `record()`'s: a list never holds a document twice). */
export const SIGNED_NDA = record({
  doc_id: '96111111-2222-4333-8444-555555555555',
  signed_document_id: '94111111-2222-4333-8444-555555555555',
});
