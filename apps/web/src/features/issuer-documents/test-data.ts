import type { IssuerDocument, IssuerDocuments } from '@dl/contracts';

export const OPPORTUNITY_ID = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const ISSUER_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function issuerDocument(over: Partial<IssuerDocument> = {}): IssuerDocument {
  return {
    id: id(),
    opportunity_id: OPPORTUNITY_ID,
    doc_class: 'DATA_ROOM',
    name: 'Financials 2025',
    description: '',
    category: ['Finance', 'Statements'],
    digitization_status: 'CREATED',
    fields: [],
    signature_area: null,
    file: { id: id(), name: 'financials.pdf', mime_type: 'application/pdf', size: 20480 },
    version: 1,
    versions_count: 1,
    created_on: '2026-05-01T10:00:00.000Z',
    modified_on: '2026-05-01T10:00:00.000Z',
    ...over,
  };
}

export function issuerDocuments(over: Partial<IssuerDocuments> = {}): IssuerDocuments {
  return {
    opportunity: { id: OPPORTUNITY_ID, name: 'Northwind Series B', status: 'Created', issuer_id: ISSUER_ID },
    can_write_templates: true,
    can_write_data_room: true,
    nda: null,
    subscription: null,
    data_room: { count: 0, results: [] },
    ...over,
  };
}
