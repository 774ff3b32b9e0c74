import { esignUrlSchema, signingSessionSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentField } from '#api/db/schema.ts';
import { CONSENT } from '#api/modules/ceremony/consent.ts';
import { SEAL_JOB_KIND } from '#api/modules/ceremony/seal-job-kind.ts';
import {
  createDocument,
  createOpportunity,
  type SigningWorld,
  storedBytes,
} from '#api/modules/ceremony/testing/fixtures.ts';
import { pdfToText } from '#api/platform/signing/testing/pdf-tools.ts';
import { makeSignaturePng } from '#api/platform/signing/testing/sample-pdfs.ts';
import { DEAL_FIELDS, makeSubscriptionPdf } from '#api/seed/demo-pdfs.ts';
import { bearer, type TestApp } from './helpers.ts';
import { signingApp } from './signing-app.ts';

let t: TestApp, w: SigningWorld, fid: string, tokens: Record<string, string>;
let investmentId: string;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens.investor as string), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ({ t, w, fid, tokens } = await signingApp());
  const opp = await createOpportunity(t.db, w);
  await createDocument(t.db, w, {
    opportunityId: opp,
    docClass: 'DEAL',
    pdf: await makeSubscriptionPdf('Helio Grid Storage SPV', 'Helio Issuer', '25000'),
    fields: DEAL_FIELDS.map((f) => ({ ...f })) as DocumentField[],
    name: 'Subscription Agreement.pdf',
  });
  const row = await t.db
    .insertInto('investment')
    .values({
      fiduciary_id: fid,
      opportunity_id: opp,
      entity_id: w.entityId,
      user_id: w.users.investor.id,
      status: 'IOI_SENT',
      amount: '30000.00',
      pre_form_response: JSON.stringify({ amount: '30000', source_of_funds: 'Savings', accredited: true }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  investmentId = row.id;
}, 60_000);
afterAll(() => t.close());

describe('a sealed deal document states the record, never what the form sent', { timeout: 60_000 }, () => {
  it('fills the amount from the investment, read-only, and seals it over hostile values', async () => {
    const base = `/api/v1/fid/${fid}/investments/${investmentId}`;
    // A value saved before the ceremony cannot set the amount either.
    const saved = await call('PATCH', `${base}/deal-document`, {
      data_list: [{ name: 'investment_amount', value: '$999,999' }],
    });
    expect(saved.statusCode).toBe(200);
    const opened = await call('GET', `${base}/deal/esign`);
    expect(opened.statusCode).toBe(200);
    const sessionId = esignUrlSchema.parse(opened.json()).data.url.split('/').pop() as string;

    const session = signingSessionSchema.parse(
      (await call('GET', `/api/v1/fid/${fid}/signing-sessions/${sessionId}`)).json(),
    );
    expect(session.document.fields).toEqual([
      { name: 'investment_amount', label: 'Investment amount', type: 'text', required: true, prefilled: true },
    ]);
    // The preview's values are the ones that will be sealed.
    expect(session.document.data_list).toEqual([{ name: 'investment_amount', value: '$30,000' }]);

    const submitted = await call('POST', `/api/v1/fid/${fid}/signing-sessions/${sessionId}/submit`, {
      consent: true,
      consent_version: CONSENT.version,
      mark: { kind: 'drawn', png_base64: makeSignaturePng().toString('base64') },
      data_list: [{ name: 'investment_amount', value: 'lots of money' }],
    });
    expect(submitted.statusCode).toBe(202);
    expect(await t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);

    const row = await t.db
      .selectFrom('investment')
      .select(['status', 'signed_file_id', 'data_list'])
      .where('id', '=', investmentId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('DEAL_PENDING_REVIEW');
    expect(row.data_list).toEqual([{ name: 'investment_amount', value: '$30,000' }]);
    const text = await pdfToText(await storedBytes(t.db, w.storage, row.signed_file_id as string));
    expect(text).toContain('$30,000');
    expect(text).not.toContain('lots of money');
    expect(text).not.toContain('999,999');
  });
});
