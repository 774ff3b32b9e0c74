import { esignUrlSchema, ndaSchema, signingSessionSchema } from '@dl/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSENT, DIRECT_UPLOAD_STATEMENT } from '#api/modules/ceremony/consent.ts';
import { SEAL_JOB_KIND } from '#api/modules/ceremony/seal-job-kind.ts';
import {
  createDocument,
  createOpportunity,
  NDA_FIELDS,
  PASSWORD,
  type SigningWorld,
  storedBytes,
} from '#api/modules/ceremony/testing/fixtures.ts';
import { pdfsig, pdfToText } from '#api/platform/signing/testing/pdf-tools.ts';
import { makeNdaPdf, makeSignaturePng } from '#api/platform/signing/testing/sample-pdfs.ts';
import { bearer, login, type TestApp } from './helpers.ts';
import { jobWithPayload, makeJobDue } from './job-rows.ts';
import { signingApp } from './signing-app.ts';

const VALID = 'Signature is Valid.';
const PNG = makeSignaturePng();

let t: TestApp, w: SigningWorld, fid: string, investor: string;
const PRE_FORM = { signer_name: 'Ada Lovelace', signer_title: 'Partner', purpose: 'Direct investment' };
const NAME = [{ name: 'investor_name', value: 'Ada Lovelace' }];

beforeAll(async () => {
  const world = await signingApp({ UPLOAD_MAX_BYTES: String(256 * 1024) });
  ({ t, w, fid } = world);
  investor = world.tokens.investor;
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(investor), ...(payload ? { payload } : {}) });
const oppBase = (opp: string) => `/api/v1/fid/${fid}/investors/opportunities/${opp}`;
const sessionUrl = (id: string) => `/api/v1/fid/${fid}/signing-sessions/${id}`;

/** An opportunity with an NDA document and the investor's NDA started; answers its id. */
async function startedNda(name: string, pdf?: Buffer): Promise<string> {
  const opp = await createOpportunity(t.db, w, name);
  await createDocument(t.db, w, {
    opportunityId: opp,
    docClass: 'NDA',
    pdf: pdf ?? (await makeNdaPdf()),
    fields: NDA_FIELDS,
  });
  const res = await call('POST', `${oppBase(opp)}/nda`, { pre_form_response: { response: PRE_FORM } });
  expect(res.statusCode).toBe(201);
  return opp;
}

async function openSession(opp: string): Promise<string> {
  const res = await call('GET', `${oppBase(opp)}/nda/esign`);
  expect(res.statusCode).toBe(200);
  return esignUrlSchema.parse(res.json()).data.url.split('/').pop() as string;
}

const submit = (id: string, body: object) =>
  call('POST', `${sessionUrl(id)}/submit`, {
    consent: true,
    consent_version: CONSENT.version,
    mark: { kind: 'typed', text: 'Ada Lovelace' },
    data_list: NAME,
    ...body,
  });

function multipart(fileName: string, content: Buffer) {
  const boundary = '----dlsigning';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const directSign = (opp: string, fileName: string, content: Buffer, token = investor) => {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `${oppBase(opp)}/nda/direct-sign`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

describe('signing ceremony', { timeout: 60_000 }, () => {
  it('seals a drawn signature (PNG) like a typed one', async () => {
    const opp = await startedNda('Drawn');
    const id = await openSession(opp);
    const res = await submit(id, {
      mark: { kind: 'drawn', png_base64: `data:image/png;base64,${PNG.toString('base64')}` },
    });
    expect(res.statusCode).toBe(202);
    await t.app.jobs.drain();
    const nda = ndaSchema.parse((await call('GET', `${oppBase(opp)}/nda`)).json());
    expect(nda.status).toBe('NDA_SIGNED');
    const signed = await storedBytes(t.db, w.storage, nda.signed_file_id as string);
    expect((await pdfsig(signed)).signatures.map((s) => s.validation)).toEqual([VALID]);
  });

  it('refuses a drawn mark that is not a PNG or is over 200 KB, and a changed consent text', async () => {
    const opp = await startedNda('Marks');
    const id = await openSession(opp);
    const notPng = await submit(id, {
      mark: { kind: 'drawn', png_base64: Buffer.from('GIF89a....').toString('base64') },
    });
    expect(notPng.statusCode).toBe(400);
    expect(notPng.json().detail).toBe('The drawn signature must be a PNG image.');
    const huge = Buffer.concat([PNG, Buffer.alloc(201 * 1024)]);
    const tooBig = await submit(id, { mark: { kind: 'drawn', png_base64: huge.toString('base64') } });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().detail).toBe('The drawn signature must be at most 200 KB.');
    const oldConsent = await submit(id, { consent_version: '2020-01-01' });
    expect(oldConsent.statusCode).toBe(400);
    expect(oldConsent.json().detail).toBe('The consent text has changed. Please read it again and agree.');
    const wrongType = await submit(id, { data_list: [{ name: 'accredited_investor', value: 'maybe' }, ...NAME] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().detail).toBe("Field 'accredited_investor': a checkbox takes true or false.");
    // None of that used the session up.
    expect(signingSessionSchema.parse((await call('GET', sessionUrl(id))).json()).status).toBe('OPEN');
  });

  it('answers 409 for an expired session and for one replaced by a newer ceremony', async () => {
    const opp = await startedNda('Expiry');
    const first = await openSession(opp);
    const second = await openSession(opp);
    expect(signingSessionSchema.parse((await call('GET', sessionUrl(first))).json()).status).toBe('CANCELLED');
    const replaced = await submit(first, {});
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().detail).toBe('This signing session is no longer open.');
    await t.db
      .updateTable('signing_session')
      .set({ expires_on: sql`now() - interval '1 minute'` })
      .where('id', '=', second)
      .execute();
    const expired = await submit(second, {});
    expect(expired.statusCode).toBe(409);
    expect(expired.json().detail).toBe('This signing session has expired. Please start signing again.');
  });

  it('ends FAILED, visibly, when the stored PDF cannot be sealed; the NDA stays unsigned and can be signed again', async () => {
    const corrupt = Buffer.from('%PDF-1.7\n% this is not really a PDF\n%%EOF\n');
    const opp = await startedNda('Corrupt', corrupt);
    const id = await openSession(opp);
    expect((await submit(id, {})).statusCode).toBe(202);
    await t.app.jobs.drain();
    const session = signingSessionSchema.parse((await call('GET', sessionUrl(id))).json());
    expect(session.status).toBe('FAILED');
    expect(session.last_error).toBe('The document is not a readable, unencrypted PDF.');
    const nda = ndaSchema.parse((await call('GET', `${oppBase(opp)}/nda`)).json());
    expect(nda).toMatchObject({
      status: 'NDA_SIGN_IN_PROCESS',
      signed_file_id: null,
      signing: { session_id: id, status: 'FAILED', last_error: 'The document is not a readable, unencrypted PDF.' },
    });
    const job = await jobWithPayload(t.db, SEAL_JOB_KIND, 'session_id', id);
    expect(job.status).toBe('FAILED');
    const kinds = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', nda.id).execute();
    expect(kinds.map((k) => k.kind)).toContain('document_sign_failed');
    // Retry = a new session.
    const retry = await openSession(opp);
    expect(retry).not.toBe(id);
  });
});

describe('sealing retries', { timeout: 60_000 }, () => {
  it('retries a seal after a passing failure (storage), keeping the session SUBMITTED until it lands', async () => {
    const opp = await startedNda('Flaky storage');
    const id = await openSession(opp);
    expect((await submit(id, {})).statusCode).toBe(202);
    const read = vi.spyOn(t.storage, 'read').mockImplementationOnce(() => {
      throw new Error('EIO: storage briefly unavailable');
    });
    await t.app.jobs.drain();
    read.mockRestore();
    expect(signingSessionSchema.parse((await call('GET', sessionUrl(id))).json()).status).toBe('SUBMITTED');
    const job = () => jobWithPayload(t.db, SEAL_JOB_KIND, 'session_id', id);
    expect(await job()).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      last_error: 'EIO: storage briefly unavailable',
    });
    await makeJobDue(t.db, (await job()).id);
    await t.app.jobs.drain();
    expect(await job()).toMatchObject({ status: 'DONE', attempts: 2 });
    expect(signingSessionSchema.parse((await call('GET', sessionUrl(id))).json()).status).toBe('SEALED');
  });
});

describe('NDA direct-sign (an uploaded signed copy)', { timeout: 60_000 }, () => {
  it('refuses a non-PDF, an unreadable PDF and a digitally signed one, keeping nothing', async () => {
    const opp = await startedNda('Direct refusals');
    const png = await directSign(opp, 'signed.pdf', PNG);
    expect(png.statusCode).toBe(400);
    expect(png.json().detail).toBe('Please upload PDF files only');
    const broken = await directSign(opp, 'signed.pdf', Buffer.from('%PDF-1.4\nnot a pdf at all\n'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toBe('The document is not a readable, unencrypted PDF.');
    const withSignature = await directSign(opp, 'signed.pdf', await makeNdaPdf({ signatureField: 'signed' }));
    expect(withSignature.statusCode).toBe(400);
    expect(withSignature.json().detail).toBe('The document already carries a digital signature.');
    const big = Buffer.concat([await makeNdaPdf(), Buffer.alloc(300 * 1024, 0x20)]);
    const tooLarge = await directSign(opp, 'signed.pdf', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const kept = await t.db.selectFrom('stored_file').select('id').where('name', '=', 'signed.pdf').execute();
    expect(kept).toHaveLength(0);
    const viewer = (await login(t, w.users.viewer.email, PASSWORD)).access;
    expect((await directSign(opp, 'signed.pdf', await makeNdaPdf(), viewer)).statusCode).toBe(403);
    const none = await createOpportunity(t.db, w, 'No NDA yet');
    expect((await directSign(none, 'signed.pdf', await makeNdaPdf())).statusCode).toBe(409);
  });

  it('seals the uploaded copy through the job: NDA_SIGNED, signature valid, upload statement on the certificate', async () => {
    const opp = await startedNda('Direct');
    const upload = await makeNdaPdf();
    const res = await directSign(opp, 'my signed nda.pdf', upload);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'SUBMITTED' });
    expect((await directSign(opp, 'again.pdf', upload)).statusCode).toBe(409);
    await t.app.jobs.drain();
    const nda = ndaSchema.parse((await call('GET', `${oppBase(opp)}/nda`)).json());
    expect(nda.status).toBe('NDA_SIGNED');
    const signed = await storedBytes(t.db, w.storage, nda.signed_file_id as string);
    expect((await pdfsig(signed)).signatures.map((s) => s.validation)).toEqual([VALID]);
    const text = (await pdfToText(signed)).replace(/\s+/g, ' ');
    expect(text).toContain(DIRECT_UPLOAD_STATEMENT.slice(0, 40));
  });
});
