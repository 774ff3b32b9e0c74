import { type QnaItem, qnaItemSchema } from '@dl/contracts';

const OPP = '0c3d9a51-8b1e-4f6a-9c2d-1e2f3a4b5c6d';
let n = 0;

/** A communication item as the API answers it (parsed by the contract, so it cannot drift). */
export function qnaItem(overrides: Partial<QnaItem> = {}): QnaItem {
  n += 1;
  return qnaItemSchema.parse({
    id: `a1b2c3d4-0000-4000-8000-${String(n).padStart(12, '0')}`,
    source: 'opportunity',
    opportunity_id: OPP,
    opportunity_name: 'Northwind Series A',
    document_id: null,
    document_type: null,
    document_name: null,
    created_on: '2026-11-20T10:00:00.000Z',
    modified_on: '2026-11-20T10:00:00.000Z',
    has_response: false,
    request: `Question ${n}?`,
    response: null,
    requestor_name: 'Avery Investor',
    requestor_type: 'INVESTOR',
    respondent_type: null,
    can_edit: true,
    published: false,
    ...overrides,
  });
}

export const qnaPage = (results: QnaItem[], count = results.length) => ({ count, results, next: null });
export const OPPORTUNITY_ID = OPP;
