import { ndaMachine } from '@dl/domain';
import type { DocumentField } from '#api/db/schema.ts';
import { asDataList, type SigningSubjectAdapter } from '../ceremony/index.ts';
import { notifyNdaExecuted } from '../notifications/index.ts';
import { notifyCountersignatories } from './nda-notify.ts';
import { findNdaById, findNdaSubject, markInvestmentsNdaSigned, updateNda } from './nda.repository.ts';

/** The investor signs the opportunity's NDA document (or seals an uploaded signed copy). */
export const ndaAdapter: SigningSubjectAdapter = {
  kind: 'NDA',
  mode: 'seal',
  reason: 'NDA signed by the investor',
  async load(db, session) {
    const nda = await findNdaSubject(db, session.fiduciary_id, session.subject_id);
    if (!nda) return undefined;
    return {
      title: `Sign the NDA: ${nda.opportunity_name}`,
      documentName: nda.document_name,
      sourceFileId: nda.document_file_id,
      fields: nda.document_fields as DocumentField[],
      dataList: asDataList(nda.data_list),
      signatureArea: nda.document_signature_area,
    };
  },
  async recordSubmit(trx, session, submit) {
    await updateNda(trx, session.subject_id, {
      terms_agreed: JSON.stringify({ 'terms-agreed': submit.termsAgreed }),
      data_list: JSON.stringify(submit.dataList),
    });
  },
  async applySealed(trx, session, sealed) {
    const nda = await findNdaById(trx, session.fiduciary_id, session.subject_id, { lock: true });
    if (!nda) throw new Error('NDA gone');
    const status = ndaMachine.next(nda.status, 'sign');
    await updateNda(trx, nda.id, { status, signed_file_id: sealed.fileId, signed_on: sealed.sealedAt });
    await markInvestmentsNdaSigned(
      trx,
      { fiduciaryId: nda.fiduciary_id, opportunityId: nda.opportunity_id, entityId: nda.entity_id },
      sealed.sealedAt,
    );
    await notifyCountersignatories(trx, nda);
  },
};

/** The issuer (or a fiduciary signatory) countersigns the investor-signed NDA: it is executed. */
export const ndaCountersignAdapter: SigningSubjectAdapter = {
  kind: 'NDA_COUNTERSIGN',
  mode: 'countersign',
  reason: 'NDA countersigned for the issuer',
  async load(db, session) {
    const nda = await findNdaSubject(db, session.fiduciary_id, session.subject_id);
    if (!nda?.signed_file_id) return undefined;
    return {
      title: `Countersign the NDA: ${nda.opportunity_name} (${nda.entity_name})`,
      documentName: nda.document_name,
      sourceFileId: nda.signed_file_id,
      fields: [],
      dataList: [],
    };
  },
  async applySealed(trx, session, sealed) {
    const nda = await findNdaById(trx, session.fiduciary_id, session.subject_id, { lock: true });
    if (!nda) throw new Error('NDA gone');
    const status = ndaMachine.next(nda.status, 'countersign');
    await updateNda(trx, nda.id, {
      status,
      executed_file_id: sealed.fileId,
      countersigned_on: sealed.sealedAt,
      countersigned_by: session.user_id,
    });
    await notifyNdaExecuted(trx, nda);
  },
};
