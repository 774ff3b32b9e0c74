import { formatCurrency, investmentMachine } from '@dl/domain';
import type { DocumentField } from '#api/db/schema.ts';
import { asDataList, nextOrConflict, type SigningSubjectAdapter } from '../ceremony/index.ts';
import { notifyInvestmentChange } from '../notifications/index.ts';
import { findDealSubject, findInvestment, updateInvestment } from './deal-signing.repository.ts';

/** The field a deal template states the amount in (the seed's subscription agreement). */
const AMOUNT_FIELD = 'investment_amount';

/** The amount the investment records, as spec 9 formats money, for a template that states it. */
function dealRecordValues(fields: readonly DocumentField[], amount: string | null) {
  if (!fields.some((field) => field.name === AMOUNT_FIELD)) return [];
  return [{ name: AMOUNT_FIELD, value: formatCurrency(amount) }];
}

/** The investor signs the deal document: DEAL_SIGN_IN_PROCESS -> DEAL_PENDING_REVIEW. */
export const dealAdapter: SigningSubjectAdapter = {
  kind: 'DEAL',
  mode: 'seal',
  reason: 'Deal signed by the investor',
  async load(db, session) {
    const deal = await findDealSubject(db, session.fiduciary_id, session.subject_id);
    if (!deal) return undefined;
    return {
      title: `Sign the deal: ${deal.opportunity_name}`,
      documentName: deal.document_name,
      sourceFileId: deal.document_file_id,
      fields: deal.document_fields as DocumentField[],
      dataList: asDataList(deal.data_list),
      signatureArea: deal.document_signature_area,
      recordValues: dealRecordValues(deal.document_fields as DocumentField[], deal.amount),
    };
  },
  async recordSubmit(trx, session, submit) {
    await updateInvestment(trx, session.subject_id, {
      terms_agreed: JSON.stringify({ 'terms-agreed': submit.termsAgreed }),
      data_list: JSON.stringify(submit.dataList),
    });
  },
  async applySealed(trx, session, sealed) {
    const row = await findInvestment(trx, session.fiduciary_id, session.subject_id, { lock: true });
    if (!row) throw new Error('investment gone');
    const status = investmentMachine.next(row.status, 'sign');
    await updateInvestment(trx, row.id, { status, signed_file_id: sealed.fileId, deal_signed_date: sealed.sealedAt });
  },
};

/** The fiduciary countersigns the approved deal: DEAL_APPROVED -> DEAL_SIGNED. */
export const dealCountersignAdapter: SigningSubjectAdapter = {
  kind: 'DEAL_COUNTERSIGN',
  mode: 'countersign',
  reason: 'Deal countersigned by the fiduciary',
  async load(db, session) {
    const deal = await findDealSubject(db, session.fiduciary_id, session.subject_id);
    if (!deal?.signed_file_id) return undefined;
    return {
      title: `Countersign the deal: ${deal.opportunity_name} (${deal.entity_name})`,
      documentName: deal.document_name,
      sourceFileId: deal.signed_file_id,
      fields: [],
      dataList: [],
    };
  },
  /** The deal may have been declined while the ceremony was open: the signature is refused (409). */
  async recordSubmit(trx, session) {
    const row = await findInvestment(trx, session.fiduciary_id, session.subject_id, { lock: true });
    if (!row) throw new Error('investment gone');
    nextOrConflict(investmentMachine, row.status, 'countersign');
  },
  async applySealed(trx, session, sealed) {
    const row = await findInvestment(trx, session.fiduciary_id, session.subject_id, { lock: true });
    if (!row) throw new Error('investment gone');
    const status = investmentMachine.next(row.status, 'countersign');
    await updateInvestment(trx, row.id, {
      status,
      countersigned_file_id: sealed.fileId,
      counter_signed_deal_date: sealed.sealedAt,
    });
    await notifyInvestmentChange(trx, { fiduciaryId: row.fiduciary_id, investmentId: row.id, event: 'countersign' });
  },
};
