import { FIDUCIARY_DOCUMENT_SIGNED } from '@dl/contracts';
import { AppError } from '#api/lib/app-error.ts';
import type { SigningSubjectAdapter } from '../ceremony/index.ts';
import { findSignatureById, findSignatureSubject, updateSignature } from './fiduciary-documents.repository.ts';

/**
 * The investor signs a fiduciary document addressed to their entity (subject: the
 * document_signature row). A first seal with no countersignature: once sealed the row is SIGNED
 * and holds the signed copy, which `GET mydocuments/{signed_document_id}` serves.
 */
export const fiduciaryDocumentAdapter: SigningSubjectAdapter = {
  kind: 'FIDUCIARY_DOCUMENT',
  mode: 'seal',
  reason: 'Document signed by the investor',
  async load(db, session) {
    const subject = await findSignatureSubject(db, session.fiduciary_id, session.subject_id);
    if (!subject) return undefined;
    return {
      title: `Sign the document: ${subject.document_name}`,
      documentName: subject.document_name,
      sourceFileId: subject.document_file_id,
      fields: subject.fields,
      dataList: [],
    };
  },
  async applySealed(trx, session, sealed) {
    const row = await findSignatureById(trx, session.fiduciary_id, session.subject_id, { lock: true });
    if (!row) throw new Error('document signature gone');
    if (row.status === 'SIGNED') throw new AppError('CONFLICT', FIDUCIARY_DOCUMENT_SIGNED, 'DOCUMENT_ALREADY_SIGNED');
    await updateSignature(trx, row.id, {
      status: 'SIGNED',
      user_id: session.user_id,
      signed_file_id: sealed.fileId,
      signed_on: sealed.sealedAt,
    });
  },
};
