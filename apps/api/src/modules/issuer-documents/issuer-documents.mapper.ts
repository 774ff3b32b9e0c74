import type { CompanyDocumentRow, IssuerDocument, IssuerDocumentVersion } from '@dl/contracts';
import type { DocumentField } from '#api/db/schema.ts';
import type { findVersions, IssuerDocumentRow } from './issuer-documents.repository.ts';

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export function toIssuerDocument(row: IssuerDocumentRow): IssuerDocument {
  return {
    id: row.id,
    opportunity_id: row.opportunity_id as string,
    doc_class: row.doc_class as IssuerDocument['doc_class'],
    name: row.name,
    description: row.description,
    category: row.category,
    digitization_status: row.digitization_status,
    fields: (row.fields ?? []) as DocumentField[],
    signature_area: row.signature_area ?? null,
    file: { id: row.file_id, name: row.file_name, mime_type: row.mime_type, size: Number(row.size) },
    version: Number(row.version ?? 1),
    versions_count: Number(row.versions_count ?? 1),
    created_on: iso(row.created_on),
    modified_on: iso(row.modified_on),
  };
}

export function toCompanyDocument(
  row: IssuerDocumentRow & { opportunity_name: string; opportunity_status: string },
): CompanyDocumentRow {
  return {
    ...toIssuerDocument(row),
    opportunity: { id: row.opportunity_id as string, name: row.opportunity_name, status: row.opportunity_status },
  };
}

type VersionRow = Awaited<ReturnType<typeof findVersions>>[number];

export function toVersion(row: VersionRow, currentFileId: string): IssuerDocumentVersion {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    version: row.version,
    file: { id: row.file_id, name: row.file_name, mime_type: row.mime_type, size: Number(row.size) },
    uploaded_by: row.uploaded_by ? { id: row.uploaded_by, name: name || 'Unknown' } : null,
    created_on: iso(row.created_on),
    current: row.file_id === currentFileId,
  };
}
