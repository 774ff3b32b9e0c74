import type { DealDocument } from '@dl/contracts';
import { INVITATION_STATUS_LABEL, invitationStatusFromCode } from '@dl/domain';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** A short-lived signed link for a file id (the PDF viewer cannot send a bearer header). */
export type LinkOf = (fileId: string | null) => string | null;

export function toKyc(invitation: { status: number } | undefined) {
  if (!invitation) return { invitation_status: null, label: null };
  return {
    invitation_status: invitation.status,
    label: INVITATION_STATUS_LABEL[invitationStatusFromCode(invitation.status)],
  };
}

export function toNdaDocument(
  nda: {
    document_name: string | null;
    document_file_id: string | null;
    signed_file_id: string | null;
    executed_file_id: string | null;
    signed_on: Date | string | null;
    countersigned_on: Date | string | null;
  },
  linkOf: LinkOf,
): DealDocument {
  // View Signed: the executed (countersigned) NDA once there is one, else the investor's signed copy.
  const signed = nda.executed_file_id ?? nda.signed_file_id;
  return {
    doc_class: 'NDA',
    name: nda.document_name ?? 'NDA',
    file_id: nda.document_file_id,
    url: linkOf(nda.document_file_id),
    signed_file_id: signed,
    signed_url: linkOf(signed),
    signed_on: iso(nda.executed_file_id ? nda.countersigned_on : nda.signed_on),
  };
}

export function toDealDocument(
  document: { name: string; file_id: string } | undefined,
  investment: {
    signed_document_id: string | null;
    countersigned_document_id: string | null;
    deal_signed_date: string | null;
    counter_signed_deal_date: string | null;
  },
  linkOf: LinkOf,
): DealDocument {
  const signed = investment.countersigned_document_id ?? investment.signed_document_id;
  return {
    doc_class: 'DEAL',
    name: document?.name ?? 'Subscription Agreement',
    file_id: document?.file_id ?? null,
    url: linkOf(document?.file_id ?? null),
    signed_file_id: signed,
    signed_url: linkOf(signed),
    signed_on: investment.countersigned_document_id ? investment.counter_signed_deal_date : investment.deal_signed_date,
  };
}
