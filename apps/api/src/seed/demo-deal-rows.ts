/** NDA and investment rows of the demo data, with real sealed and countersigned PDFs. */
import {
  type InvestmentEvent,
  type InvestmentStatus,
  investmentMachine,
  type NdaEvent,
  type NdaStatus,
  ndaMachine,
} from '@dl/domain';
import {
  countersignDocument,
  fillFields,
  type PlatformCertificate,
  type SignerIdentity,
  sealDocument,
} from '../platform/signing/index.ts';
import { type DemoFiles, type OpportunityDocuments, storeFile } from './demo-documents.ts';

export const DAY = 24 * 60 * 60 * 1000;
const TERMS_VERSION = '1';

/** The value of `terms_agreed` for a document signed at `at`. */
export const termsAgreed = (at: Date) =>
  JSON.stringify({ 'terms-agreed': { at: at.toISOString(), version: TERMS_VERSION } });

export interface Party {
  userId: string;
  identity: SignerIdentity;
}

export interface DealsContext {
  files: DemoFiles;
  certificate: PlatformCertificate;
  /** Who countersigns an NDA of the given issuer: its issuer admin, else the fiduciary admin. */
  countersigner: (issuerId: string) => Party;
  dealCountersigner: Party;
}

function walk<S extends string, E extends string>(machine: { next(s: S, e: E): S }, start: S, events: readonly E[]): S {
  return events.reduce((state, event) => machine.next(state, event), start);
}

async function seal(
  c: DealsContext,
  pdf: Buffer,
  signer: SignerIdentity,
  at: Date,
  fields: { name: string; value: string }[],
  reason: string,
) {
  const filled = await fillFields(pdf, fields);
  const sealed = await sealDocument({
    pdf: filled,
    signer,
    signature: { kind: 'typed', text: signer.name },
    signedAt: at,
    consentText: 'I agree to use electronic records and signatures.',
    reason,
    certificate: c.certificate,
  });
  return sealed.pdf;
}

/** The NDA of one entity for one opportunity, walked through `events` with real sealed files. */
export async function seedNda(
  c: DealsContext,
  o: { id: string; name: string; issuer_id: string },
  docs: OpportunityDocuments,
  investor: Party & { entityId: string },
  events: readonly NdaEvent[],
  signedOn: Date,
) {
  const status: NdaStatus = walk(ndaMachine, 'NDA_SIGN_IN_PROCESS', events);
  const dataList = [
    { name: 'signer_title', value: 'Principal' },
    { name: 'signer_company', value: investor.identity.name },
  ];
  let signedFileId: string | null = null;
  let executedFileId: string | null = null;
  const countersigner = c.countersigner(o.issuer_id);
  const countersignedOn = new Date(signedOn.getTime() + DAY);
  if (events.includes('sign')) {
    const signed = await seal(c, docs.ndaBytes, investor.identity, signedOn, dataList, 'NDA signed by the investor');
    signedFileId = await storeFile(c.files, `${o.name} NDA (signed).pdf`, signed);
    if (events.includes('countersign')) {
      const executed = await countersignDocument({
        pdf: signed,
        signer: countersigner.identity,
        signedAt: countersignedOn,
        certificate: c.certificate,
        reason: 'NDA countersigned',
      });
      executedFileId = await storeFile(c.files, `${o.name} NDA (executed).pdf`, executed);
    }
  }
  const isSigned = signedFileId !== null;
  const isExecuted = executedFileId !== null;
  await c.files.trx
    .insertInto('nda')
    .values({
      fiduciary_id: c.files.fiduciaryId,
      opportunity_id: o.id,
      entity_id: investor.entityId,
      user_id: investor.userId,
      document_id: docs.ndaId,
      status,
      pre_form_response: JSON.stringify({
        signer_name: investor.identity.name,
        signer_title: 'Principal',
        signer_company: investor.identity.name,
        purpose: 'Direct investment',
      }),
      data_list: JSON.stringify(isSigned ? dataList : []),
      timezone: 'America/New_York',
      terms_agreed: isSigned ? termsAgreed(signedOn) : null,
      signed_file_id: signedFileId,
      executed_file_id: executedFileId,
      signed_on: isSigned ? signedOn : null,
      countersigned_on: isExecuted ? countersignedOn : null,
      countersigned_by: isExecuted ? countersigner.userId : null,
    })
    .execute();
  return { signedOn: isSigned ? signedOn : null };
}

/**
 * The investor's sealed copy of the deal document (signed at `signedAt`) and, when `countersignedAt`
 * is given, the fiduciary's countersigned copy of it, both stored as files.
 */
export async function sealDealFiles(
  c: DealsContext,
  o: { name: string },
  docs: OpportunityDocuments,
  investor: Party,
  amount: string,
  signedAt: Date,
  countersignedAt: Date | null,
) {
  const amountField = [{ name: 'investment_amount', value: `$${Number(amount).toLocaleString('en-US')}` }];
  const signed = await seal(
    c,
    docs.dealBytes,
    investor.identity,
    signedAt,
    amountField,
    'Subscription signed by the investor',
  );
  const signedFileId = await storeFile(c.files, `${o.name} Subscription Agreement (signed).pdf`, signed);
  if (!countersignedAt) return { signedFileId, countersignedFileId: null };
  const countersigned = await countersignDocument({
    pdf: signed,
    signer: c.dealCountersigner.identity,
    signedAt: countersignedAt,
    certificate: c.certificate,
    reason: 'Subscription accepted by the fiduciary',
  });
  const countersignedFileId = await storeFile(
    c.files,
    `${o.name} Subscription Agreement (countersigned).pdf`,
    countersigned,
  );
  return { signedFileId, countersignedFileId };
}

/** An investment walked through `events`; signed and countersigned deal files where they apply. */
export async function seedInvestment(
  c: DealsContext,
  o: { id: string; name: string },
  docs: OpportunityDocuments,
  investor: Party & { entityId: string },
  plan: { amount: string; events: InvestmentEvent[] },
  ndaSignedOn: Date,
) {
  const status: InvestmentStatus = walk(investmentMachine, 'CREATED', plan.events);
  const has = (e: InvestmentEvent) => plan.events.includes(e);
  const at = (days: number) => new Date(ndaSignedOn.getTime() + days * DAY);
  const files = has('sign')
    ? await sealDealFiles(c, o, docs, investor, plan.amount, at(3), has('countersign') ? at(5) : null)
    : { signedFileId: null, countersignedFileId: null };
  const executed = has('execute');
  await c.files.trx
    .insertInto('investment')
    .values({
      fiduciary_id: c.files.fiduciaryId,
      opportunity_id: o.id,
      entity_id: investor.entityId,
      user_id: investor.userId,
      status,
      amount: plan.amount,
      pre_form_response: JSON.stringify({ amount: plan.amount, source_of_funds: 'Savings', accredited: true }),
      data_list: JSON.stringify([]),
      timezone: 'America/New_York',
      terms_agreed: has('sign') ? termsAgreed(at(3)) : null,
      document_id: docs.dealId,
      signed_file_id: files.signedFileId,
      countersigned_file_id: files.countersignedFileId,
      nda_signed_date: ndaSignedOn,
      deal_reviewed_date: has('start_signing') ? at(2) : null,
      deal_signed_date: has('sign') ? at(3) : null,
      approved_on: has('approve') ? at(4) : null,
      approved_by: has('approve') ? c.dealCountersigner.userId : null,
      counter_signed_deal_date: has('countersign') ? at(5) : null,
      executed_on: executed ? at(6) : null,
      payment_status: executed ? 'CONFIRMED' : 'PENDING',
      payments_received: executed ? at(7) : null,
      payments_acknowledged: executed ? at(8) : null,
      created_on: at(1),
    })
    .execute();
}
