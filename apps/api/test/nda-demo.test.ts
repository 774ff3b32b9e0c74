import { esignUrlSchema, ndaSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT } from '#api/modules/ceremony/consent.ts';
import { storedBytes, testStorage } from '#api/modules/ceremony/testing/fixtures.ts';
import { pdfsig } from '#api/platform/signing/testing/pdf-tools.ts';
import { demoApp, tokensOf } from './demo-callers.ts';
import { bearer, type TestApp } from './helpers.ts';
import { SEAL_JOB_KIND } from '#api/modules/ceremony/seal-job-kind.ts';

/**
 * The ceremony on the demo data as the e2e walks it: the demo investor signs the NDA left to sign,
 * the fiduciary admin countersigns the one awaiting countersign, and the investor signs the deal
 * sent as interest. Documents, fields and sealed files are the demo seed's own.
 */
const VALID = 'Signature is Valid.';

let t: TestApp, fid: string, investor: string, fidAdmin: string, issuer: string;

const oppId = async (name: string) =>
  (await t.db.selectFrom('opportunity').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function signInCeremony(url: string, dataList: object[]): Promise<void> {
  const esign = await call(investor, 'GET', url);
  expect(esign.statusCode).toBe(200);
  const id = esignUrlSchema.parse(esign.json()).data.url.split('/').pop() as string;
  const submit = await call(investor, 'POST', `/api/v1/fid/${fid}/signing-sessions/${id}/submit`, {
    consent: true,
    consent_version: CONSENT.version,
    mark: { kind: 'typed', text: 'Avery Investor' },
    data_list: dataList,
  });
  expect(submit.statusCode).toBe(202);
  expect(await t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);
}

beforeAll(async () => {
  ({ t, fid, investor, fidAdmin, issuer } = tokensOf(await demoApp('investor', 'fidAdmin', 'issuer')));
}, 120_000);
afterAll(() => t.close());

describe('signing on the demo data', { timeout: 60_000 }, () => {
  it('the demo investor signs the NDA left to sign', async () => {
    const opp = await oppId('Cobalt Health Series B');
    const base = `/api/v1/fid/${fid}/investors/opportunities/${opp}`;
    const before = await call(investor, 'GET', `${base}/nda`);
    if (before.statusCode === 404) {
      const created = await call(investor, 'POST', `${base}/nda`, {
        pre_form_response: {
          response: { signer_name: 'Avery Investor', signer_title: 'Investor', purpose: 'Direct investment' },
        },
      });
      expect(created.statusCode).toBe(201);
    } else {
      expect(ndaSchema.parse(before.json()).status).toBe('NDA_SIGN_IN_PROCESS');
    }
    await signInCeremony(`${base}/nda/esign`, [{ name: 'signer_title', value: 'Investor' }]);
    const nda = ndaSchema.parse((await call(investor, 'GET', `${base}/nda`)).json());
    expect(nda.status).toBe('NDA_SIGNED');
    const signed = await storedBytes(t.db, testStorage(t.config), nda.signed_file_id as string);
    expect((await pdfsig(signed)).signatures.map((s) => s.validation)).toEqual([VALID]);
  });

  it("the fiduciary admin countersigns the NDA awaiting countersign (another issuer's admin may not)", async () => {
    const opp = await oppId('Helio Grid Project Notes');
    const row = await t.db
      .selectFrom('nda')
      .select(['id', 'status'])
      .where('opportunity_id', '=', opp)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('NDA_SIGNED');
    const listed = await call(fidAdmin, 'GET', `/api/v1/fid/${fid}/issuers/nda?status=NDA_SIGNED&limit=50`);
    expect(listed.json().results.map((r: { id: string }) => r.id)).toContain(row.id);
    const url = `/api/v1/fid/${fid}/issuers/nda/${row.id}/countersign`;
    // The demo issuer admin is Northwind's; this NDA is Helio Grid's: another company's NDA reads as missing.
    expect((await call(issuer, 'POST', url, { signature_text: 'Jordan Founder' })).statusCode).toBe(404);
    expect((await call(fidAdmin, 'POST', url, { signature_text: 'Casey Trustee' })).statusCode).toBe(202);
    expect(await t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);
    const nda = await t.db
      .selectFrom('nda')
      .select(['status', 'executed_file_id'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(nda.status).toBe('NDA_EXECUTED');
    const executed = await storedBytes(t.db, testStorage(t.config), nda.executed_file_id as string);
    expect((await pdfsig(executed)).signatures.map((s) => s.validation)).toEqual([VALID, VALID]);
  });

  it('the demo investor signs the deal of the interest sent', async () => {
    const opp = await oppId('Helio Grid Seed');
    const inv = await t.db
      .selectFrom('investment')
      .select(['id', 'status'])
      .where('opportunity_id', '=', opp)
      .executeTakeFirstOrThrow();
    expect(inv.status).toBe('IOI_SENT');
    await signInCeremony(`/api/v1/fid/${fid}/investments/${inv.id}/deal/esign`, [
      { name: 'investment_amount', value: '20000' },
    ]);
    const after = await t.db
      .selectFrom('investment')
      .select('status')
      .where('id', '=', inv.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('DEAL_PENDING_REVIEW');
  });
});
