import { createHash } from 'node:crypto';
import {
  esignUrlSchema,
  issuerNdaSchema,
  ndaPreFormSchema,
  ndaSchema,
  signingAcceptedSchema,
  signingSessionSchema,
} from '@dl/contracts';
import { NDA_SIGNED_MESSAGE } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT } from '#api/modules/ceremony/consent.ts';
import {
  createOpportunity,
  NDA_FIELDS,
  type SigningWorld,
  storedBytes,
} from '#api/modules/ceremony/testing/fixtures.ts';
import { fillFields } from '#api/platform/signing/index.ts';
import { pdfsig, pdfToText } from '#api/platform/signing/testing/pdf-tools.ts';
import { makeNdaPdf } from '#api/platform/signing/testing/sample-pdfs.ts';
import { flipByte } from '#api/platform/signing/testing/test-certificate.ts';
import { bearer, type TestApp } from './helpers.ts';
import { signingAppWithDocument } from './signing-app.ts';
import { SEAL_JOB_KIND } from '#api/modules/ceremony/seal-job-kind.ts';

const VALID = 'Signature is Valid.';
const IP = '203.0.113.9';
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) SigningTest/1.0';

let t: TestApp, w: SigningWorld, fid: string, tokens: Record<string, string>;
let opp: string;
let nda: Buffer;

const base = () => `/api/v1/fid/${fid}/investors/opportunities/${opp}`;
const call = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(tokens[who] as string), 'user-agent': AGENT },
    remoteAddress: IP,
    ...(payload ? { payload } : {}),
  });

const PRE_FORM = { signer_name: 'Ada Lovelace', signer_title: 'Managing Partner', purpose: 'Direct investment' };
const VALUES = [
  { name: 'investor_name', value: 'Harbor Family Office LLC' },
  { name: 'investor_address', value: '1 Harbor Way, Boston MA' },
  { name: 'accredited_investor', value: true },
  { name: 'jurisdiction', value: 'Delaware' },
];

beforeAll(async () => {
  nda = await makeNdaPdf();
  ({ t, w, fid, tokens, opp } = await signingAppWithDocument('NDA', nda));
}, 60_000);
afterAll(() => t.close());

describe('NDA: pre-form, e-sign, seal, countersign, executed', { timeout: 60_000 }, () => {
  let sessionId: string;
  let ndaId: string;

  it('answers the NDA pre-form template and no saved response yet', async () => {
    const res = await call('investor', 'GET', `${base()}/nda/pre-form`);
    expect(res.statusCode).toBe(200);
    const body = ndaPreFormSchema.parse(res.json());
    expect(body.template.internal_name).toBe('nda-pre-form');
    expect(body.response).toBeNull();
    expect((await call('investor', 'GET', `${base()}/nda`)).statusCode).toBe(404);
  });

  it('refuses e-sign before the pre-form, a viewer, a stranger, and another tenant', async () => {
    const early = await call('investor', 'GET', `${base()}/nda/esign`);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('Fill in the NDA form before signing.');
    const body = { timezone: 'America/New_York', pre_form_response: { response: PRE_FORM } };
    expect((await call('viewer', 'POST', `${base()}/nda`, body)).statusCode).toBe(403);
    expect((await call('viewer', 'GET', `${base()}/nda/esign`)).statusCode).toBe(403);
    expect((await call('outsider', 'POST', `${base()}/nda`, body)).statusCode).toBe(404);
    const elsewhere = await createOpportunity(
      t.db,
      w,
      'Elsewhere',
      (
        await t.db
          .selectFrom('membership')
          .select('fiduciary_id')
          .where('user_id', '=', w.users.outsider.id)
          .executeTakeFirstOrThrow()
      ).fiduciary_id,
    );
    const foreign = await call('investor', 'POST', `/api/v1/fid/${fid}/investors/opportunities/${elsewhere}/nda`, body);
    expect(foreign.statusCode).toBe(404);
  });

  it('validates the pre-form with the spec 5 messages', async () => {
    const res = await call('investor', 'POST', `${base()}/nda`, {
      pre_form_response: { response: { signer_name: 'Ada', purpose: 'Curiosity' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      detail: 'Title is required',
      errors: { signer_title: 'Title is required', purpose: 'Purpose of review is invalid.' },
    });
  });

  it('creates the NDA in NDA_SIGN_IN_PROCESS with the opportunity NDA document, and updates it', async () => {
    const body = { timezone: 'America/New_York', pre_form_response: { response: PRE_FORM } };
    const res = await call('investor', 'POST', `${base()}/nda`, body);
    expect(res.statusCode).toBe(201);
    const created = ndaSchema.parse(res.json());
    expect(created).toMatchObject({ status: 'NDA_SIGN_IN_PROCESS', timezone: 'America/New_York', signing: null });
    ndaId = created.id;
    const again = await call('investor', 'POST', `${base()}/nda`, {
      pre_form_response: { response: { ...PRE_FORM, signer_company: 'Harbor' } },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: ndaId, pre_form_response: { response: { signer_company: 'Harbor' } } });
    const saved = ndaPreFormSchema.parse((await call('investor', 'GET', `${base()}/nda/pre-form`)).json());
    expect(saved.response).toMatchObject({ signer_company: 'Harbor' });
  });

  it('saves fill-form values and refuses names the document does not have', async () => {
    const bad = await call('investor', 'PATCH', `${base()}/nda`, { data_list: [{ name: 'nickname', value: 'x' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe("The document has no field named 'nickname'.");
    const res = await call('investor', 'PATCH', `${base()}/nda`, {
      timezone: 'Europe/London',
      data_list: VALUES.slice(1),
    });
    expect(res.statusCode).toBe(200);
    expect(ndaSchema.parse(res.json())).toMatchObject({ timezone: 'Europe/London', data_list: VALUES.slice(1) });
    expect((await call('viewer', 'PATCH', `${base()}/nda`, { data_list: [] })).statusCode).toBe(403);
  });

  it('opens the ceremony: {data: {url}} to the ceremony page, and the session for its own user only', async () => {
    const res = await call('investor', 'GET', `${base()}/nda/esign`);
    expect(res.statusCode).toBe(200);
    const { data } = esignUrlSchema.parse(res.json());
    const match = /^\/digital-locker\/esign\/([0-9a-f-]{36})$/.exec(data.url);
    expect(match).not.toBeNull();
    sessionId = match?.[1] as string;
    const session = await call('investor', 'GET', `/api/v1/fid/${fid}/signing-sessions/${sessionId}`);
    expect(session.statusCode).toBe(200);
    const body = signingSessionSchema.parse(session.json());
    expect(body).toMatchObject({
      subject_kind: 'NDA',
      subject_id: ndaId,
      status: 'OPEN',
      title: 'Sign the NDA: Helio Grid Storage SPV',
      consent: { text: CONSENT.text, version: CONSENT.version },
      signer: { name: 'Ada Lovelace', email: w.users.investor.email },
      return_path: `/digital-locker/opportunity/${opp}`,
      last_error: null,
    });
    expect(body.document.fields).toEqual(NDA_FIELDS);
    expect(body.document.data_list).toEqual(VALUES.slice(1));
    // The signed link serves the document without a bearer header.
    const pdf = await t.app.inject({ url: body.document.signed_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(nda)).toBe(true);
    for (const who of ['issuerAdmin', 'viewer']) {
      expect((await call(who, 'GET', `/api/v1/fid/${fid}/signing-sessions/${sessionId}`)).statusCode).toBe(404);
    }
    expect((await call('outsider', 'GET', `/api/v1/fid/${fid}/signing-sessions/${sessionId}`)).statusCode).toBe(404);
  });

  it('refuses a submit without consent, or with a required field empty', async () => {
    const url = `/api/v1/fid/${fid}/signing-sessions/${sessionId}/submit`;
    const mark = { kind: 'typed', text: 'Ada Lovelace' };
    const noConsent = await call('investor', 'POST', url, {
      consent_version: CONSENT.version,
      mark,
      data_list: VALUES,
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().detail).toBe('Please agree to sign electronically before you sign.');
    const missing = await call('investor', 'POST', url, { consent: true, consent_version: CONSENT.version, mark });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Investor name is required');
  });

  it('submits (202), records the terms-agreed marker, and refuses a second submit (409)', async () => {
    const url = `/api/v1/fid/${fid}/signing-sessions/${sessionId}/submit`;
    const body = {
      consent: true,
      consent_version: CONSENT.version,
      mark: { kind: 'typed', text: 'Ada Lovelace' },
      data_list: [VALUES[0]],
    };
    const res = await call('investor', 'POST', url, body);
    expect(res.statusCode).toBe(202);
    expect(signingAcceptedSchema.parse(res.json())).toEqual({ status: 'SUBMITTED', session_id: sessionId });
    expect((await call('investor', 'POST', url, body)).statusCode).toBe(409);
    const row = ndaSchema.parse((await call('investor', 'GET', `${base()}/nda`)).json());
    expect(row.status).toBe('NDA_SIGN_IN_PROCESS');
    expect(row.terms_agreed?.['terms-agreed'].version).toBe(CONSENT.version);
    expect(row.signing).toMatchObject({ session_id: sessionId, status: 'SUBMITTED' });
    // While the seal is pending, no second ceremony.
    expect((await call('investor', 'GET', `${base()}/nda/esign`)).statusCode).toBe(409);
  });

  it('seals in the job: NDA_SIGNED, a PDF whose signature verifies, and the evidence on its certificate page', async () => {
    expect(await t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);
    const session = signingSessionSchema.parse(
      (await call('investor', 'GET', `/api/v1/fid/${fid}/signing-sessions/${sessionId}`)).json(),
    );
    expect(session.status).toBe('SEALED');
    const row = ndaSchema.parse((await call('investor', 'GET', `${base()}/nda`)).json());
    expect(row).toMatchObject({ status: 'NDA_SIGNED', signing: { status: 'SEALED' } });
    expect(row.signed_file_id).not.toBeNull();
    expect(row.signed_on).not.toBeNull();
    const signed = await storedBytes(t.db, w.storage, row.signed_file_id as string);
    const report = await pdfsig(signed);
    expect(report.signatures.map((s) => s.validation)).toEqual([VALID]);
    const text = (await pdfToText(signed)).replace(/\s+/g, ' ');
    // The original as presented: the NDA with the values filled in and flattened.
    const filled = await fillFields(nda, VALUES);
    const digest = createHash('sha256').update(filled).digest('hex');
    for (const expected of ['Ada Lovelace', w.users.investor.email, IP, AGENT, digest, 'Harbor Family Office LLC']) {
      expect(text).toContain(expected);
    }
    const submittedOn = await t.db
      .selectFrom('signing_session')
      .select('submitted_on')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(text).toContain((submittedOn.submitted_on as Date).toISOString());
    // 'sent to Issuer for counter signing': the issuer's signatories are told, no one else.
    const mail = await t.db
      .selectFrom('email_outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', 'nda_awaiting_countersign')
      .execute();
    expect(mail).toEqual([
      { to_address: w.users.issuerAdmin.email, subject: 'NDA to countersign: Helio Grid Storage SPV' },
    ]);
    // The message the web shows afterwards (spec 4).
    expect(NDA_SIGNED_MESSAGE).toContain('sent to Issuer for counter signing');
    // Signed: no new ceremony.
    const refused = await call('investor', 'GET', `${base()}/nda/esign`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Cannot restart signing while the NDA is NDA_SIGNED.');
  });

  it('lists the NDA for its issuer, not for another issuer', async () => {
    const res = await call('issuerAdmin', 'GET', `/api/v1/fid/${fid}/issuers/nda?status=NDA_SIGNED`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(1);
    const item = issuerNdaSchema.parse(body.results[0]);
    expect(item).toMatchObject({
      id: ndaId,
      entity: { name: 'Harbor Family Office LLC' },
      signer: { name: 'Ada Lovelace' },
    });
    const other = await call('otherIssuerAdmin', 'GET', `/api/v1/fid/${fid}/issuers/nda`);
    expect(other.json().count).toBe(0);
    expect((await call('investor', 'GET', `/api/v1/fid/${fid}/issuers/nda`)).statusCode).toBe(403);
    expect((await call('fidAdmin', 'GET', `/api/v1/fid/${fid}/issuers/nda`)).json().count).toBe(1);
  });

  it('refuses the countersign to investors and other members (403), other companies and strangers (404)', async () => {
    const url = `/api/v1/fid/${fid}/issuers/nda/${ndaId}/countersign`;
    for (const who of ['investor', 'viewer', 'fidEditor']) {
      expect((await call(who, 'POST', url, { signature_text: 'Someone' })).statusCode).toBe(403);
    }
    // Another company's signatory does not see this company's NDA (its list is empty): 404, not 403.
    expect((await call('otherIssuerAdmin', 'POST', url, { signature_text: 'Someone' })).statusCode).toBe(404);
    expect((await call('outsider', 'POST', url, { signature_text: 'Someone' })).statusCode).toBe(404);
    expect((await call('issuerAdmin', 'POST', url, { signature_text: '' })).statusCode).toBe(400);
  });

  it('countersigns: NDA_COUNTERSIGN_IN_PROCESS, then NDA_EXECUTED with both signatures valid', async () => {
    const url = `/api/v1/fid/${fid}/issuers/nda/${ndaId}/countersign`;
    const res = await call('issuerAdmin', 'POST', url, { signature_text: 'Grace Hopper' });
    expect(res.statusCode).toBe(202);
    const { session_id } = signingAcceptedSchema.parse(res.json());
    const pending = ndaSchema.parse((await call('investor', 'GET', `${base()}/nda`)).json());
    expect(pending.status).toBe('NDA_COUNTERSIGN_IN_PROCESS');
    expect((await call('issuerAdmin', 'POST', url, { signature_text: 'Grace Hopper' })).statusCode).toBe(409);

    expect(await t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);
    const countersign = await call('issuerAdmin', 'GET', `/api/v1/fid/${fid}/signing-sessions/${session_id}`);
    expect(signingSessionSchema.parse(countersign.json())).toMatchObject({
      status: 'SEALED',
      subject_kind: 'NDA_COUNTERSIGN',
    });
    const row = ndaSchema.parse((await call('investor', 'GET', `${base()}/nda`)).json());
    expect(row).toMatchObject({ status: 'NDA_EXECUTED' });
    expect(row.countersigned_on).not.toBeNull();
    const executed = await storedBytes(t.db, w.storage, row.executed_file_id as string);
    const report = await pdfsig(executed);
    expect(report.signatures.map((s) => [s.fieldName, s.validation])).toEqual([
      ['Signature1', VALID],
      ['Countersignature1', VALID],
    ]);
    expect(await pdfToText(executed)).toContain('Countersigned by Grace Hopper');
    // One byte changed in the investor-signed part: both signatures fail.
    const tampered = await pdfsig(flipByte(executed, 10));
    expect(tampered.signatures.map((s) => s.validation)).toEqual([
      expect.stringMatching(/Digest Mismatch/),
      expect.stringMatching(/Digest Mismatch/),
    ]);
    const by = await t.db
      .selectFrom('nda')
      .select('countersigned_by')
      .where('id', '=', ndaId)
      .executeTakeFirstOrThrow();
    expect(by.countersigned_by).toBe(w.users.issuerAdmin.id);
    const again = await call('issuerAdmin', 'POST', url, { signature_text: 'Grace Hopper' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Cannot start countersign while the NDA is NDA_EXECUTED.');
    const audit = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', ndaId).execute();
    expect(audit.map((a) => a.kind)).toEqual(
      expect.arrayContaining([
        'nda_started',
        'document_signature_submitted',
        'document_signed',
        'document_countersign_submitted',
      ]),
    );
  });
});
