import { type Action, can } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { investorEntities, readDocumentAccess } from '../documents/index.ts';
import {
  findFileForAccess,
  findFileOwners,
  findHoldingDocuments,
  findIssuerIds,
  type HoldingDocument,
  isEntityAnswerFile,
  isResourceFile,
} from './file-access.repository.ts';

/** Who asks to read a file: the caller in the fiduciary of the path, with the token's current role. */
export interface FileReader {
  fiduciaryId: string;
  userId: string;
  currentRole: string | null;
  /** The entity the token acts for (investor roles), checked by the tenant guard. */
  entityId: string | null;
}

/** Why a reader may read a file; no basis reads as a missing file (404). */
export type FileAccessBasis =
  | 'OWN_UPLOAD'
  | 'PUBLIC_ASSET'
  | 'TENANT_STAFF'
  | 'RESOURCE'
  | 'OWN_SIGNED_COPY'
  | 'ENTITY_ANSWER'
  | 'DOCUMENT'
  | 'COMPANY_DOCUMENT';

/**
 * Fiduciary staff who may read every file of their tenant: the roles that read the tenant's
 * investments (every staff role, spec 6: each works on investors' documents, KYC answers or deals).
 */
const TENANT_FILES_ACTION: Action = 'investments.read';

/** The document classes that are the company's own (its opportunities' NDA, deal and data room). */
const COMPANY_CLASSES: ReadonlySet<HoldingDocument['doc_class']> = new Set(['NDA', 'DEAL', 'DATA_ROOM']);

const actsAsInvestor = (reader: FileReader): reader is FileReader & { entityId: string } =>
  can(reader.currentRole, 'investor.read') && reader.entityId !== null;

/** The document rule of `mydocuments` (documents/document-access.ts), for one document holding the file. */
async function documentAllows(
  db: Executor,
  reader: FileReader & { entityId: string },
  doc: HoldingDocument,
  entityIds: readonly string[],
): Promise<boolean> {
  return (await readDocumentAccess(db, reader, doc, entityIds)) === 'ALLOW';
}

/**
 * The one access decision for reading a stored file by its id (ASVS 5.0 V8.2.2, object level). The
 * file must be of the reader's fiduciary, and then, first match wins:
 * - OWN_UPLOAD: the reader uploaded it;
 * - PUBLIC_ASSET: it is a logo or company image (shown before login by design);
 * - TENANT_STAFF: the token's role may `TENANT_FILES_ACTION` in this fiduciary;
 * - RESOURCE: it is a resource's document (every member's to read);
 * - OWN_SIGNED_COPY: a signed NDA, deal or fiduciary document of an entity the reader acts for as
 *   investor, or the result of the reader's own signing session or their own certificate;
 * - ENTITY_ANSWER: an attachment to the answers (forms, NDA and deal questions) of an entity the
 *   reader acts for as investor, uploaded by a member of that same entity (a co-member's upload);
 * - DOCUMENT: a document holding it passes the document rule for the investor's current entity
 *   (discoverable opportunity; data room only after the entity's NDA is executed; addressed
 *   documents only to the reader's entities);
 * - COMPANY_DOCUMENT: an NDA, deal or data-room document of a company the reader is issuer staff of.
 * Anything else, another tenant's file included, answers null: the caller says 404, never 403.
 */
export async function decideFileAccess(
  db: Executor,
  reader: FileReader,
  fileId: string,
): Promise<FileAccessBasis | null> {
  const file = await findFileForAccess(db, reader.fiduciaryId, fileId);
  if (!file) return null;
  if (file.uploaded_by === reader.userId) return 'OWN_UPLOAD';
  if (file.public_image) return 'PUBLIC_ASSET';
  if (can(reader.currentRole, TENANT_FILES_ACTION)) return 'TENANT_STAFF';
  if (await isResourceFile(db, reader.fiduciaryId, fileId)) return 'RESOURCE';

  const owners = await findFileOwners(db, reader.fiduciaryId, fileId);
  if (owners.userIds.includes(reader.userId)) return 'OWN_SIGNED_COPY';
  const investor = actsAsInvestor(reader) ? reader : null;
  const entityIds = investor
    ? (await investorEntities(db, reader.fiduciaryId, reader.userId)).map((e) => e.entityId)
    : [];
  if (owners.entityIds.some((id) => entityIds.includes(id))) return 'OWN_SIGNED_COPY';
  if (
    file.uploaded_by &&
    (await isEntityAnswerFile(db, { fiduciaryId: reader.fiduciaryId, fileId, uploadedBy: file.uploaded_by, entityIds }))
  )
    return 'ENTITY_ANSWER';

  const documents = await findHoldingDocuments(db, reader.fiduciaryId, fileId);
  if (documents.length === 0) return null;
  if (investor) {
    for (const doc of documents) if (await documentAllows(db, investor, doc, entityIds)) return 'DOCUMENT';
  }
  const companyDocs = documents.filter((d) => d.issuer_id !== null && COMPANY_CLASSES.has(d.doc_class));
  if (companyDocs.length > 0) {
    const issuerIds = await findIssuerIds(db, reader.fiduciaryId, reader.userId);
    if (companyDocs.some((d) => issuerIds.includes(d.issuer_id as string))) return 'COMPANY_DOCUMENT';
  }
  return null;
}
