import type { QnaItem } from '@dl/contracts';
import { canEdit, type QnaCaller } from './qna-caller.ts';
import type { QnaRow } from './qna.repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** Who asked a published question, as other investors read it. */
const PUBLISHED_ASKER = 'An investor';

/** Another entity's question reaches an investor only published, and without its asker's name. */
const askerFor = (row: QnaRow, caller: QnaCaller) =>
  caller.kind === 'INVESTOR' && caller.entityId !== row.entity_id ? PUBLISHED_ASKER : row.requestor_name;

export function toQnaItem(row: QnaRow, caller: QnaCaller): QnaItem {
  return {
    id: row.id,
    source: row.document_id ? 'document' : 'opportunity',
    opportunity_id: row.opportunity_id,
    opportunity_name: row.opportunity_name,
    document_id: row.document_id,
    document_type: row.document_type,
    document_name: row.document_name,
    created_on: iso(row.created_on),
    modified_on: iso(row.modified_on),
    has_response: row.has_response,
    request: row.request,
    response: row.response,
    requestor_name: askerFor(row, caller),
    requestor_type: 'INVESTOR',
    respondent_type: row.respondent_type,
    can_edit: canEdit(caller, row),
    published: row.published_on !== null,
  };
}
