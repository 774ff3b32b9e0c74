import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { dealDetailSchema, esignUrlSchema, failedSealListSchema, signingSessionSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT } from '#api/modules/ceremony/consent.ts';
import { SEAL_JOB_KIND } from '#api/modules/ceremony/seal-job-kind.ts';
import { pdfsig, pdfToText } from '#api/platform/signing/testing/pdf-tools.ts';
import type { Caller } from './documents-fixtures.ts';
import {
  APPROVED,
  call,
  type DealDesk,
  dealDesk,
  deskDeal,
  fidAdminUrl,
  PENDING,
  type RoleKey,
} from './deal-desk-fixtures.ts';

const VALID = 'Signature is Valid.';

let d: DealDesk;
beforeAll(async () => {
  d = await dealDesk();
}, 120_000);
afterAll(() => d.t.close());

const investment = (id: string) =>
  d.t.db.selectFrom('investment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const storageKey = async (fileId: string) =>
  (await d.t.db.selectFrom('stored_file').select('storage_key').where('id', '=', fileId).executeTakeFirstOrThrow())
    .storage_key;
const fileBytes = async (fileId: string) => buffer(d.t.storage.read(await storageKey(fileId)));
const deal = async (id: string, who: Caller = d.staff.FA) =>
  dealDetailSchema.parse((await call(d.t, who, 'GET', fidAdminUrl(d.fid, `investments/${id}`))).json());

/** Opens the countersign ceremony and signs it as the web's ceremony page does; answers the session id. */
async function countersign(who: RoleKey, id: string): Promise<string> {
  const opened = await call(d.t, d.staff[who], 'GET', fidAdminUrl(d.fid, `investments/${id}/countersign/esign`));
  expect(opened.statusCode).toBe(200);
  const url = esignUrlSchema.parse(opened.json()).data.url;
  const sessionId = new URL(url, 'https://x.invalid').searchParams.get('esign') as string;
  expect(url).toBe(`/fid-admin/deals/${id}?esign=${sessionId}`);
  const submit = await call(d.t, d.staff[who], 'POST', `/api/v1/fid/${d.fid}/signing-sessions/${sessionId}/submit`, {
    consent: true,
    consent_version: CONSENT.version,
    mark: { kind: 'typed', text: 'Countersigned for the fund' },
  });
  expect(submit.statusCode).toBe(202);
  return sessionId;
}

describe('countersign through the e-sign ceremony', { timeout: 60_000 }, () => {
  it('the signatory signs the ceremony; the seal appends a signature and pdfsig finds every one valid', async () => {
    const id = await deskDeal(d.t, APPROVED);
    const opened = await call(d.t, d.staff.SIG, 'GET', fidAdminUrl(d.fid, `investments/${id}/countersign/esign`));
    const sessionId = new URL(esignUrlSchema.parse(opened.json()).data.url, 'https://x.invalid').searchParams.get(
      'esign',
    ) as string;
    const session = signingSessionSchema.parse(
      (await call(d.t, d.staff.SIG, 'GET', `/api/v1/fid/${d.fid}/signing-sessions/${sessionId}`)).json(),
    );
    expect(session).toMatchObject({
      subject_kind: 'DEAL_COUNTERSIGN',
      subject_id: id,
      status: 'OPEN',
      return_path: `/fid-admin/deals/${id}`,
      signer: { name: 'Sidney Signer', email: 'signatory@demo.test' },
      document: { fields: [], data_list: [] },
    });
    // Only the one who opened it sees the ceremony.
    expect((await call(d.t, d.staff.FA, 'GET', `/api/v1/fid/${d.fid}/signing-sessions/${sessionId}`)).statusCode).toBe(
      404,
    );
    expect((await deal(id)).countersign).toMatchObject({ session_id: sessionId, status: 'OPEN' });

    await countersign('SIG', id);
    const sealing = await deal(id);
    expect(sealing.countersign?.status).toBe('SUBMITTED');
    expect(sealing.actions).toEqual([]);
    const again = await call(d.t, d.staff.FA, 'GET', fidAdminUrl(d.fid, `investments/${id}/countersign/esign`));
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('SEAL_PENDING');

    expect(await d.t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);
    const row = await investment(id);
    expect(row.status).toBe('DEAL_SIGNED');
    expect(row.counter_signed_deal_date).toBeInstanceOf(Date);
    const pdf = await fileBytes(row.countersigned_file_id as string);
    const report = await pdfsig(pdf);
    expect(report.signatures.map((s) => [s.fieldName, s.validation])).toEqual([
      ['Signature1', VALID],
      ['Countersignature1', VALID],
    ]);
    expect(await pdfToText(pdf)).toContain('Countersigned by Sidney Signer');
    const page = await deal(id, d.staff.DE);
    expect(page).toMatchObject({ status: 'DEAL_SIGNED', actions: ['execute'], countersign: { status: 'SEALED' } });
    expect(page.documents.find((doc) => doc.doc_class === 'DEAL')?.signed_file_id).toBe(row.countersigned_file_id);
  });

  it('refuses the signature when the deal was declined while the ceremony was open (409)', async () => {
    const id = await deskDeal(d.t, PENDING);
    await d.t.db.updateTable('investment').set({ status: 'DEAL_APPROVED' }).where('id', '=', id).execute();
    const opened = await call(d.t, d.staff.FA, 'GET', fidAdminUrl(d.fid, `investments/${id}/countersign/esign`));
    const sessionId = new URL(esignUrlSchema.parse(opened.json()).data.url, 'https://x.invalid').searchParams.get(
      'esign',
    ) as string;
    await d.t.db.updateTable('investment').set({ status: 'DEAL_DECLINED' }).where('id', '=', id).execute();
    const submit = await call(d.t, d.staff.FA, 'POST', `/api/v1/fid/${d.fid}/signing-sessions/${sessionId}/submit`, {
      consent: true,
      consent_version: CONSENT.version,
      mark: { kind: 'typed', text: 'Too late' },
    });
    expect(submit.statusCode).toBe(409);
    expect(submit.json().reason).toBe('TRANSITION_REFUSED');
    await d.t.db.updateTable('investment').set({ status: 'DEAL_APPROVED' }).where('id', '=', id).execute();
  });
});

describe('failed seals: listed with their error, retried once the cause is fixed', { timeout: 60_000 }, () => {
  const failed = (who: Caller = d.staff.AV, fid = d.fid) => call(d.t, who, 'GET', fidAdminUrl(fid, 'seals/failed'));
  const retry = (who: Caller, jobId: string, fid = d.fid) =>
    call(d.t, who, 'POST', fidAdminUrl(fid, `seals/${jobId}/retry`));

  it('a corrupt signed file fails the seal visibly; Retry seals it once the file is restored', async () => {
    const id = await deskDeal(d.t, PENDING); // DEAL_APPROVED, by the test above
    const signedFile = (await investment(id)).signed_file_id as string;
    const key = await storageKey(signedFile);
    const original = await fileBytes(signedFile);
    await d.t.storage.remove(key);
    await d.t.storage.put(key, Readable.from([Buffer.from('%PDF-1.7\n% damaged on disk\n%%EOF\n')]));

    const sessionId = await countersign('FA', id);
    await d.t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] });
    expect((await investment(id)).status).toBe('DEAL_APPROVED');
    const listed = failedSealListSchema.parse((await failed()).json());
    expect(listed.count).toBe(1);
    const [seal] = listed.results;
    expect(seal).toMatchObject({
      session_id: sessionId,
      subject_kind: 'DEAL_COUNTERSIGN',
      subject_id: id,
      investment_id: id,
      opportunity_name: PENDING,
      entity_name: 'Linden Park Capital LP',
      error: expect.stringMatching(/\S/),
    });
    const jobId = seal?.job_id as string;
    expect((await deal(id)).countersign).toMatchObject({ status: 'FAILED', last_error: expect.any(String) });

    expect((await failed(d.investor)).statusCode).toBe(403);
    expect((await failed(d.other.caller)).statusCode).toBe(404);
    for (const role of ['KYC', 'OA', 'BD', 'ED', 'AV'] as const) {
      expect((await retry(d.staff[role], jobId)).statusCode, role).toBe(403);
    }
    expect((await retry(d.staff.FA, jobId, d.other.fid)).statusCode).toBe(404);
    expect((await retry(d.staff.FA, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    // Retried before the cause is fixed: it fails again and is listed again.
    expect((await retry(d.staff.DE, jobId)).statusCode).toBe(202);
    await d.t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] });
    expect(failedSealListSchema.parse((await failed()).json()).results.map((s) => s.job_id)).toEqual([jobId]);

    await d.t.storage.remove(key);
    await d.t.storage.put(key, Readable.from([original]));
    const queued = await retry(d.staff.SIG, jobId);
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toEqual({ status: 'QUEUED', job_id: jobId, session_id: sessionId });
    expect(await d.t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);
    const row = await investment(id);
    expect(row.status).toBe('DEAL_SIGNED');
    const report = await pdfsig(await fileBytes(row.countersigned_file_id as string));
    expect(report.signatures.map((s) => s.validation)).toEqual([VALID, VALID]);
    expect(failedSealListSchema.parse((await failed()).json())).toEqual({ count: 0, results: [] });
    const again = await retry(d.staff.FA, jobId);
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('SEAL_NOT_FAILED');
    const audit = await d.t.db.selectFrom('audit_event').select('kind').where('subject', '=', id).execute();
    expect(audit.filter((e) => e.kind === 'document_seal_retried')).toHaveLength(2);
  });
});
