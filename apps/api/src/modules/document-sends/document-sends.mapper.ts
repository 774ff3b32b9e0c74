import type { DocumentRecipient, DocumentSend } from '@dl/contracts';
import type { SendRow } from './document-sends.repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toDocumentSend(row: SendRow): DocumentSend {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    doc_class: row.doc_class,
    document_type: row.document_type,
    action_required: row.action_required,
    audience: row.audience,
    entity_id: row.entity_id,
    entity_name: row.entity_name,
    opportunity_id: row.opportunity_id,
    opportunity_name: row.opportunity_name,
    file_name: row.file_name,
    recipients: row.recipients,
    viewed: Number(row.viewed ?? 0),
    signed: Number(row.signed ?? 0),
    created_by_name: row.created_by_name,
    created_on: new Date(row.created_on).toISOString(),
  };
}

export function toDocumentRecipient(row: {
  document_id: string;
  entity_id: string;
  entity_name: string;
  first_viewed_on: Date | null;
  viewed_by_name: string | null;
  signed_on: Date | null;
  signed_by_name: string | null;
}): DocumentRecipient {
  return {
    document_id: row.document_id,
    entity_id: row.entity_id,
    entity_name: row.entity_name,
    viewed_on: iso(row.first_viewed_on),
    viewed_by_name: row.viewed_by_name,
    signed_on: iso(row.signed_on),
    signed_by_name: row.signed_by_name,
  };
}
