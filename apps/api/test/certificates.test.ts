import { certificateSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, tokensOf } from './demo-callers.ts';
import { createFiduciary } from './factories.ts';
import { bearer, login, type TestApp } from './helpers.ts';

let t: TestApp, fid: string, investor: string, admin: string;
beforeAll(async () => {
  ({ t, fid, investor, investorAdmin: admin } = tokensOf(await demoApp('investor', 'investorAdmin')));
});
afterAll(() => t.close());

/** An expiry still ahead whenever the test runs: `is_expired` compares with today. */
const A_YEAR_AHEAD = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c50000000049454e44ae426082',
  'hex',
);

async function upload(name: string, content: Buffer, group: string, token = investor): Promise<string> {
  const boundary = '----dlcert';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/fid/${fid}/static-assets?group=${group}`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const url = `/api/v1/fid/${'FID'}/investors/certificates`;
const certUrl = (path = '') => url.replace('FID', fid) + path;
const call = (method: 'GET' | 'POST' | 'DELETE', path: string, token = investor, payload?: object) =>
  t.app.inject({ method, url: certUrl(path), headers: bearer(token), ...(payload ? { payload } : {}) });

describe('my certificates', () => {
  it('adds an accreditation certificate from an uploaded PDF and lists it', async () => {
    const fileId = await upload('accreditation.pdf', PDF, 'document');
    const res = await call('POST', '', investor, {
      kind: 'ACCREDITATION',
      issuer_name: 'Smith & Co CPA',
      issued_on: '2026-01-15',
      expires_on: A_YEAR_AHEAD,
      file_id: fileId,
    });
    expect(res.statusCode).toBe(201);
    const cert = certificateSchema.parse(res.json());
    expect(cert).toMatchObject({
      kind: 'ACCREDITATION',
      issuer_name: 'Smith & Co CPA',
      is_expired: false,
      entity: null,
    });
    expect(cert.file).toMatchObject({ id: fileId, name: 'accreditation.pdf' });
    const file = await t.app.inject({ method: 'GET', url: cert.file.url, headers: bearer(investor) });
    expect(file.statusCode).toBe(200);
    const list = (await call('GET', '')).json();
    expect(list.count).toBe(1);
    expect(list.results[0].id).toBe(cert.id);
    expect(Array.isArray(list.share_certificates)).toBe(true);
    const audit = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', cert.id).execute();
    expect(audit.map((a) => a.kind)).toEqual(['certificate_added']);
  });

  it('lists executed positions as read-only share certificates', async () => {
    const list = (await call('GET', '', admin)).json();
    const executed = await t.db
      .selectFrom('investment')
      .innerJoin('membership', 'membership.entity_id', 'investment.entity_id')
      .innerJoin('app_user', 'app_user.id', 'membership.user_id')
      .select('investment.id')
      .where('app_user.email', '=', 'investor-admin@demo.test')
      .where('investment.status', '=', 'DEAL_EXECUTED')
      .execute();
    expect(list.share_certificates.map((s: { investment_id: string }) => s.investment_id).sort()).toEqual(
      executed.map((e) => e.id).sort(),
    );
  });

  it('validates: required issuer and date, expiry after issue, PDF only, own file only', async () => {
    const fileId = await upload('c.pdf', PDF, 'document');
    const base = { kind: 'OTHER', issuer_name: 'Issuer', issued_on: '2026-01-15', file_id: fileId };
    const noIssuer = await call('POST', '', investor, { ...base, issuer_name: ' ' });
    expect(noIssuer.json().detail).toBe('issuer_name: Issuer is required');
    const noDate = await call('POST', '', investor, { ...base, issued_on: '' });
    expect(noDate.json().detail).toBe('issued_on: Issued On is required');
    const early = await call('POST', '', investor, { ...base, expires_on: '2025-12-31' });
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toMatch(/^expires_on: Expires On/);
    const png = await upload('photo.png', PNG, 'image');
    const notPdf = await call('POST', '', investor, { ...base, file_id: png });
    expect(notPdf.json().detail).toBe('Please upload PDF files only');
    const theirs = await upload('theirs.pdf', PDF, 'document', admin);
    const foreign = await call('POST', '', investor, { ...base, file_id: theirs });
    expect(foreign.statusCode).toBe(400);
    const harbor = (
      await t.app.inject({ method: 'GET', url: `/api/v1/fid/${fid}/investors/my-entities`, headers: bearer(admin) })
    ).json().results[0].id;
    const notMine = await call('POST', '', investor, { ...base, entity_id: harbor });
    expect(notMine.json().detail).toBe('entity_id: the entity was not found.');
  });

  it("deletes one's own certificate; another user's or another tenant answers 404", async () => {
    const fileId = await upload('d.pdf', PDF, 'document');
    const cert = (
      await call('POST', '', investor, {
        kind: 'TAX_RESIDENCY',
        issuer_name: 'IRS',
        issued_on: '2026-02-01',
        file_id: fileId,
      })
    ).json();
    expect((await call('DELETE', `/${cert.id}`, admin)).statusCode).toBe(404);
    const other = await createFiduciary(t.db);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/fid/${other.id}/investors/certificates`,
      headers: bearer(investor),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call('DELETE', `/${cert.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/${cert.id}`)).statusCode).toBe(404);
  });

  it('refuses viewers', async () => {
    const viewer = (await login(t, 'viewer@demo.test')).access;
    expect((await call('GET', '', viewer)).statusCode).toBe(403);
  });
});
