import type { DocClass } from '#api/db/schema.ts';

/**
 * Who may read a document (one rule for every document read):
 * - NDA and DEAL documents of an opportunity the caller's entity may discover: any investor.
 * - DATA_ROOM documents: only once the caller's entity's NDA for that opportunity is NDA_EXECUTED
 *   (before that: DATA_ROOM_CLOSED, answered 403 with its sentence).
 * - FIDUCIARY, TAX, CAPITAL_CALL: only documents addressed to an entity the caller stands for.
 * - A signed copy (NDA or deal) of an entity the caller stands for: always its own to read.
 * Anything else reads as missing (404), exactly like another tenant's document.
 */
export type DocumentAccess = 'ALLOW' | 'NOT_FOUND' | 'DATA_ROOM_CLOSED';

export interface DocumentAccessInput {
  docClass: DocClass;
  /** Entity the document is addressed to (investor-addressed classes), else null. */
  addressedTo: string | null;
  /** Whether the opportunity is discoverable by the caller's current entity (null: no opportunity). */
  opportunityDiscoverable: boolean | null;
  /** The caller's current entity's NDA status for the document's opportunity, if any. */
  ndaStatus: string | null;
  /** Entities the caller stands for in this fiduciary (any investor role). */
  entityIds: readonly string[];
  /** The request named a signed copy belonging to one of `entityIds`. */
  isOwnSignedCopy?: boolean;
}

export function decideDocumentAccess(input: DocumentAccessInput): DocumentAccess {
  if (input.isOwnSignedCopy) return 'ALLOW';
  switch (input.docClass) {
    case 'NDA':
    case 'DEAL':
      return input.opportunityDiscoverable ? 'ALLOW' : 'NOT_FOUND';
    case 'DATA_ROOM':
      if (!input.opportunityDiscoverable) return 'NOT_FOUND';
      return input.ndaStatus === 'NDA_EXECUTED' ? 'ALLOW' : 'DATA_ROOM_CLOSED';
    case 'FIDUCIARY':
    case 'TAX':
    case 'CAPITAL_CALL':
      return input.addressedTo !== null && input.entityIds.includes(input.addressedTo) ? 'ALLOW' : 'NOT_FOUND';
    default:
      return 'NOT_FOUND';
  }
}
