import type { Nda } from '@dl/contracts';
import { asDataList } from '../ceremony/index.ts';
import type { NdaRow } from './nda.repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface LatestSession {
  id: string;
  subject_kind: string;
  status: 'OPEN' | 'SUBMITTED' | 'SEALED' | 'FAILED' | 'CANCELLED';
  last_error: string | null;
}

export function toNda(row: NdaRow, latest: LatestSession | undefined): Nda {
  const preForm = row.pre_form_response as { response?: Record<string, unknown> };
  return {
    id: row.id,
    opportunity_id: row.opportunity_id,
    entity_id: row.entity_id,
    status: row.status,
    document_id: row.document_id,
    pre_form_response: { response: preForm.response ?? {} },
    data_list: asDataList(row.data_list),
    timezone: row.timezone,
    terms_agreed: row.terms_agreed,
    signed_file_id: row.signed_file_id,
    executed_file_id: row.executed_file_id,
    signed_on: iso(row.signed_on),
    countersigned_on: iso(row.countersigned_on),
    declined_on: iso(row.declined_on),
    signing: latest
      ? { session_id: latest.id, kind: latest.subject_kind, status: latest.status, last_error: latest.last_error }
      : null,
    created_on: new Date(row.created_on).toISOString(),
    modified_on: new Date(row.modified_on).toISOString(),
  };
}
