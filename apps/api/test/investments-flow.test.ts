import { esignUrlSchema, investmentWithOpportunitySchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT } from '#api/modules/ceremony/consent.ts';
import { demoApp } from './demo-callers.ts';
import { type Caller, opportunityId } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { SEAL_JOB_KIND } from '#api/modules/ceremony/seal-job-kind.ts';

/**
 * The investor's whole path on a fresh demo database, across the modules that serve it: an
 * opportunity with no NDA -> NDA signed and countersigned -> data room -> interest -> deal signed ->
 * approved, countersigned, executed. What the e2e walks in the browser, here through the API.
 */
let t: TestApp, investor: Caller, fidAdmin: Caller;
let opp: string;

const call = (who: Caller, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/fid/${who.fid}/${path}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });

async function sign(esignPath: string, dataList: object[]) {
  const esign = await call(investor, 'GET', esignPath);
  expect(esign.statusCode).toBe(200);
  const session = esignUrlSchema.parse(esign.json()).data.url.split('/').pop() as string;
  const submit = await call(investor, 'POST', `signing-sessions/${session}/submit`, {
    consent: true,
    consent_version: CONSENT.version,
    mark: { kind: 'typed', text: 'Avery Investor' },
    data_list: dataList,
  });
  expect(submit.statusCode).toBe(202);
  expect(await t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);
}

beforeAll(async () => {
  ({ t, investor, fidAdmin } = await demoApp('investor', 'fidAdmin'));
  opp = await opportunityId(t, 'Lumen Ledger SAFE Round');
}, 120_000);
afterAll(() => t.close());

describe('from a new opportunity to an executed deal', { timeout: 60_000 }, () => {
  let investmentId: string;

  it('NDA: signed by the investor, countersigned, then the data room opens', async () => {
    const base = `investors/opportunities/${opp}`;
    expect((await call(investor, 'GET', `${base}/data-room`)).statusCode).toBe(403);
    const created = await call(investor, 'POST', `${base}/nda`, {
      timezone: 'America/New_York',
      pre_form_response: {
        response: { signer_name: 'Avery Investor', signer_title: 'Principal', purpose: 'Direct investment' },
      },
    });
    expect(created.statusCode).toBe(201);
    await sign(`${base}/nda/esign`, [{ name: 'signer_title', value: 'Principal' }]);
    const interestTooEarly = await call(
      investor,
      'POST',
      `investors/entity/${investor.entityId}/opportunities/${opp}/investment`,
      {
        pre_form_response: { response: { amount: '10000', source_of_funds: 'Savings', accredited: true } },
      },
    );
    expect(interestTooEarly.statusCode).toBe(409);

    const nda = await t.db
      .selectFrom('nda')
      .select('id')
      .where('opportunity_id', '=', opp)
      .where('entity_id', '=', investor.entityId as string)
      .executeTakeFirstOrThrow();
    const countersign = await call(fidAdmin, 'POST', `issuers/nda/${nda.id}/countersign`, {
      signature_text: 'Casey Trustee',
    });
    expect(countersign.statusCode).toBe(202);
    expect(await t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);

    const room = await call(investor, 'GET', `${base}/data-room`);
    expect(room.statusCode).toBe(200);
    const first = room.json().results[0] as { doc_id: string };
    const doc = await call(investor, 'GET', `mydocuments/${first.doc_id}`);
    expect(doc.statusCode).toBe(200);
    expect((await t.app.inject({ url: doc.json().signed_url })).statusCode).toBe(200);
  });

  it('interest, then the deal signed: Waiting for approval', async () => {
    const res = await call(investor, 'POST', `investors/entity/${investor.entityId}/opportunities/${opp}/investment`, {
      timezone: 'America/New_York',
      pre_form_response: { response: { amount: '10000', source_of_funds: 'Savings', accredited: true } },
    });
    expect(res.statusCode).toBe(201);
    investmentId = res.json().id;
    expect((await call(investor, 'POST', `investments/${investmentId}/deal-document/review`)).statusCode).toBe(200);
    await sign(`investments/${investmentId}/deal/esign`, [{ name: 'investment_amount', value: '$10,000' }]);
    const detail = investmentWithOpportunitySchema.parse(
      (await call(investor, 'GET', `investments/${investmentId}`)).json(),
    );
    expect(detail).toMatchObject({ status: 'DEAL_PENDING_REVIEW', status_label: 'Waiting for approval' });
    expect(detail.nda_signed_date).toEqual(expect.any(String));
    expect(detail.deal_signed_date).toEqual(expect.any(String));
    const copy = await call(investor, 'GET', `mydocuments/${detail.signed_document_id}`);
    expect(copy.statusCode).toBe(200);
    expect(copy.json().doc_id).toBe(detail.document_id);
  });

  it('approved, countersigned and executed by the fiduciary', async () => {
    expect((await call(fidAdmin, 'POST', `fid-admin/investments/${investmentId}/approve`)).statusCode).toBe(200);
    const countersign = await call(fidAdmin, 'POST', `fid-admin/investments/${investmentId}/countersign`, {
      signature_text: 'Casey Trustee',
    });
    expect(countersign.statusCode).toBe(202);
    expect(await t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);
    const executed = await call(fidAdmin, 'POST', `fid-admin/investments/${investmentId}/execute`);
    expect(executed.statusCode).toBe(200);
    const detail = investmentWithOpportunitySchema.parse(
      (await call(investor, 'GET', `investments/${investmentId}`)).json(),
    );
    expect(detail).toMatchObject({ status: 'DEAL_EXECUTED', status_color: 'green' });
    expect(detail.counter_signed_deal_date).toEqual(expect.any(String));
    expect(detail.countersigned_document_id).toEqual(expect.any(String));
  });
});
