import { DOCUMENT_ACTION_REQUIRED, type DocumentItem } from './document-item.ts';

/** Row actions of spec 4 "Behaviors", in the order they are shown. */
export const DOCUMENT_ACTIONS = ['sign', 'view', 'view_signed'] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

export const DOCUMENT_ACTION_LABELS: Record<DocumentAction, string> = {
  sign: 'Sign',
  view: 'View',
  view_signed: 'View Signed',
};

export function isFiduciaryDocument(doc: DocumentItem): boolean {
  return doc.fiduciary_document != null;
}

/** Sign: a signature is required and nothing has been signed yet. */
export function canSign(doc: DocumentItem): boolean {
  return doc.action_required === DOCUMENT_ACTION_REQUIRED.signature && !doc.signed_document_id;
}

export function canViewSigned(doc: DocumentItem): boolean {
  return Boolean(doc.signed_document_id);
}

/**
 * View. Fiduciary documents follow spec 4 word for word: no action required, or a signed document or
 * document_id exists, or review is required. Other documents show View when neither Sign nor View
 * Signed applies (the spec names no other rule for them).
 */
export function canView(doc: DocumentItem): boolean {
  if (isFiduciaryDocument(doc)) {
    return (
      !doc.action_required ||
      Boolean(doc.signed_document_id) ||
      Boolean(doc.document_id) ||
      doc.action_required === DOCUMENT_ACTION_REQUIRED.review
    );
  }
  return !canSign(doc) && !canViewSigned(doc);
}

const RULES: Record<DocumentAction, (doc: DocumentItem) => boolean> = {
  sign: canSign,
  view: canView,
  view_signed: canViewSigned,
};

export function documentActions(doc: DocumentItem): DocumentAction[] {
  return DOCUMENT_ACTIONS.filter((action) => RULES[action](doc));
}

/** Spec 2: the name column shows the opportunity, else the document name, else its type. */
export function documentTitle(doc: DocumentItem): string {
  return doc.opportunity_name || doc.document_name || doc.document_type || 'Untitled document';
}

export function hasOpportunityLink(doc: DocumentItem): boolean {
  return Boolean(doc.opportunity_id && doc.opportunity_name);
}
