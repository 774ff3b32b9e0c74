import type { InvestmentStatus } from '@dl/domain';
import { esignUrlSchema, signingAcceptedSchema, signingSessionSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT } from '#api/modules/ceremony/consent.ts';
import { createOpportunity, type SigningWorld, storedBytes } from '#api/modules/ceremony/testing/fixtures.ts';
import { pdfsig, pdfToText } from '#api/platform/signing/testing/pdf-tools.ts';
import { makeNdaPdf, makeSignaturePng } from '#api/platform/signing/testing/sample-pdfs.ts';
import { bearer, type TestApp } from './helpers.ts';
import { signingAppWithDocument } from './signing-app.ts';
import { SEAL_JOB_KIND } from '#api/modules/ceremony/seal-job-kind.ts';

const VALID = 'Signature is Valid.';

let t: TestApp, w: SigningWorld, fid: string, tokens: Record<string, string>;
let opp: string;

const call = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] as string), ...(payload ? { payload } : {}) });
const inv = (id: string) => `/api/v1/fid/${fid}/investments/${id}`;
const investment = (id: string) =>
  t.db.selectFrom('investment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function createInvestment(status: InvestmentStatus, opportunityId = opp): Promise<string> {
  const row = await t.db
    .insertInto('investment')
    .values({
      fiduciary_id: fid,
      opportunity_id: opportunityId,
      entity_id: w.entityId,
      user_id: w.users.investor.id,
      status,
      amount: '50000.00',
      pre_form_response: JSON.stringify({ amount: '50000', source_of_funds: 'Savings', accredited: true }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  ({ t, w, fid, tokens, opp } = await signingAppWithDocument('DEAL', await makeNdaPdf()));
}, 60_000);
afterAll(() => t.close());

describe('deal signing: IOI_SENT -> DEAL_PENDING_REVIEW -> (approved) -> DEAL_SIGNED', { timeout: 60_000 }, () => {
  let id: string;
  let sessionId: string;

  it('refuses e-sign to a viewer (403), another tenant (404) and in a wrong state (409)', async () => {
    id = await createInvestment('IOI_SENT');
    expect((await call('viewer', 'GET', `${inv(id)}/deal/esign`)).statusCode).toBe(403);
    expect((await call('viewer', 'PATCH', `${inv(id)}/deal-document`, { data_list: [] })).statusCode).toBe(403);
    expect((await call('outsider', 'GET', `${inv(id)}/deal/esign`)).statusCode).toBe(404);
    expect((await call('issuerAdmin', 'GET', `${inv(id)}/deal/esign`)).statusCode).toBe(403);
    const created = await createInvestment('CREATED', await createOpportunity(t.db, w, 'Other deal'));
    const refused = await call('investor', 'GET', `${inv(created)}/deal/esign`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Cannot start signing while the investment is CREATED.');
    expect(
      (await call('investor', 'GET', `${inv('00000000-0000-4000-8000-000000000000')}/deal/esign`)).statusCode,
    ).toBe(404);
  });

  it('saves deal-document values, refusing unknown names', async () => {
    const bad = await call('investor', 'PATCH', `${inv(id)}/deal-document`, { data_list: [{ name: 'x', value: '1' }] });
    expect(bad.statusCode).toBe(400);
    const res = await call('investor', 'PATCH', `${inv(id)}/deal-document`, {
      timezone: 'America/Chicago',
      data_list: [{ name: 'investor_name', value: 'Harbor Family Office LLC' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ investment_id: id, status: 'IOI_SENT', timezone: 'America/Chicago' });
  });

  it('opens the ceremony: DEAL_SIGN_IN_PROCESS with the opportunity DEAL document', async () => {
    const res = await call('investor', 'GET', `${inv(id)}/deal/esign`);
    expect(res.statusCode).toBe(200);
    sessionId = esignUrlSchema.parse(res.json()).data.url.split('/').pop() as string;
    const row = await investment(id);
    expect(row.status).toBe('DEAL_SIGN_IN_PROCESS');
    expect(row.document_id).not.toBeNull();
    const session = signingSessionSchema.parse(
      (await call('investor', 'GET', `/api/v1/fid/${fid}/signing-sessions/${sessionId}`)).json(),
    );
    expect(session).toMatchObject({
      subject_kind: 'DEAL',
      subject_id: id,
      status: 'OPEN',
      title: 'Sign the deal: Helio Grid Storage SPV',
      return_path: `/digital-locker/opportunity/${opp}`,
      document: {
        name: 'Subscription Agreement.pdf',
        data_list: [{ name: 'investor_name', value: 'Harbor Family Office LLC' }],
      },
    });
    // Opening again while in process is allowed: a new session replaces the first.
    const again = await call('investor', 'GET', `${inv(id)}/deal/esign`);
    expect(again.statusCode).toBe(200);
    sessionId = esignUrlSchema.parse(again.json()).data.url.split('/').pop() as string;
  });

  it('submits a drawn signature, seals: DEAL_PENDING_REVIEW with the signed file and date', async () => {
    const url = `/api/v1/fid/${fid}/signing-sessions/${sessionId}/submit`;
    const missing = await call('investor', 'POST', url, {
      consent: true,
      consent_version: CONSENT.version,
      mark: { kind: 'drawn', png_base64: makeSignaturePng().toString('base64') },
      data_list: [{ name: 'investor_name', value: ' ' }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Investor name is required');
    const res = await call('investor', 'POST', url, {
      consent: true,
      consent_version: CONSENT.version,
      mark: { kind: 'drawn', png_base64: makeSignaturePng().toString('base64') },
      data_list: [{ name: 'accredited_investor', value: true }],
    });
    expect(res.statusCode).toBe(202);
    expect(await t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);
    const row = await investment(id);
    expect(row.status).toBe('DEAL_PENDING_REVIEW');
    expect(row.deal_signed_date).toBeInstanceOf(Date);
    expect(row.terms_agreed).toMatchObject({ 'terms-agreed': { version: CONSENT.version } });
    const signed = await storedBytes(t.db, w.storage, row.signed_file_id as string);
    expect((await pdfsig(signed)).signatures.map((s) => s.validation)).toEqual([VALID]);
    expect(await pdfToText(signed)).toContain('Harbor Family Office LLC');
  });

  it('countersign: 409 before approval, 403 to other roles, then DEAL_SIGNED with both signatures valid', async () => {
    const url = `/api/v1/fid/${fid}/fid-admin/investments/${id}/countersign`;
    const early = await call('fidAdmin', 'POST', url, { signature_text: 'Casey Trustee' });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('Cannot countersign while the investment is DEAL_PENDING_REVIEW.');
    await t.db
      .updateTable('investment')
      .set({ status: 'DEAL_APPROVED', approved_on: new Date() })
      .where('id', '=', id)
      .execute();
    for (const who of ['investor', 'fidEditor', 'issuerAdmin']) {
      expect((await call(who, 'POST', url, { signature_text: 'X' })).statusCode).toBe(403);
    }
    expect((await call('outsider', 'POST', url, { signature_text: 'X' })).statusCode).toBe(404);
    const res = await call('fidAdmin', 'POST', url, { signature_text: 'Casey Trustee' });
    expect(res.statusCode).toBe(202);
    const { session_id } = signingAcceptedSchema.parse(res.json());
    expect((await call('fidAdmin', 'POST', url, { signature_text: 'Casey Trustee' })).statusCode).toBe(409);
    expect(await t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);
    const row = await investment(id);
    expect(row.status).toBe('DEAL_SIGNED');
    expect(row.counter_signed_deal_date).toBeInstanceOf(Date);
    const session = await call('fidAdmin', 'GET', `/api/v1/fid/${fid}/signing-sessions/${session_id}`);
    expect(session.json()).toMatchObject({ status: 'SEALED', subject_kind: 'DEAL_COUNTERSIGN' });
    const countersigned = await storedBytes(t.db, w.storage, row.countersigned_file_id as string);
    expect((await pdfsig(countersigned)).signatures.map((s) => [s.fieldName, s.validation])).toEqual([
      ['Signature1', VALID],
      ['Countersignature1', VALID],
    ]);
    expect(await pdfToText(countersigned)).toContain('Countersigned by Casey Trustee');
    // Signed: no new ceremony.
    expect((await call('investor', 'GET', `${inv(id)}/deal/esign`)).statusCode).toBe(409);
  });
});
