import { createHash } from 'node:crypto';
import { uploadResultSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAppWith, tokensOf } from './demo-callers.ts';
import { createFiduciary, createUser } from './factories.ts';
import { bearer, login, type TestApp } from './helpers.ts';

let t: TestApp, fid: string, access: string;
beforeAll(async () => {
  ({ t, fid, issuer: access } = tokensOf(await demoAppWith({ UPLOAD_MAX_BYTES: String(64 * 1024) }, 'issuer')));
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c50000000049454e44ae426082',
  'hex',
);

function multipart(fileName: string, content: Buffer, field = 'file') {
  const boundary = '----dltest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (fileName: string, content: Buffer, group = 'document', token = access, field = 'file') => {
  const body = multipart(fileName, content, field);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/fid/${fid}/static-assets?group=${group}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

describe('POST /fid/{fidId}/static-assets', () => {
  it('stores a PDF, answers its url, and serves the same bytes back', async () => {
    const res = await upload('term sheet.pdf', PDF);
    expect(res.statusCode).toBe(201);
    const body = uploadResultSchema.parse(res.json());
    expect(body).toMatchObject({ name: 'term sheet.pdf', mime_type: 'application/pdf', size: PDF.length });
    expect(body.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    const file = await t.app.inject({ url: body.url, headers: bearer(access) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('judges the type by content, not by the name', async () => {
    const disguised = await upload('report.pdf', PNG, 'document');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toEqual({ detail: 'Please upload PDF files only', code: 'BAD_REQUEST' });
    const script = await upload('logo.png', Buffer.from('<script>alert(1)</script>'), 'image');
    expect(script.json().detail).toBe('Please upload JPEG / PNG files only');
    expect((await upload('logo.png', PNG, 'image')).statusCode).toBe(201);
    const csv = await upload('investors.csv', Buffer.from('name,amount\nAvery,25000\n'), 'data');
    expect(csv.statusCode).toBe(201);
    expect(csv.json().mime_type).toBe('text/csv');
  });

  it('refuses a file over the size limit with 413 and keeps nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(70 * 1024, 0x20)]);
    const res = await upload('big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The file is too large. The limit is 64 Kb.', code: 'PAYLOAD_TOO_LARGE' });
    const rows = await t.db.selectFrom('stored_file').select('name').where('name', '=', 'big.pdf').execute();
    expect(rows).toHaveLength(0);
  });

  it('answers 400 for an empty file, a wrong field or a non-multipart body', async () => {
    expect((await upload('empty.pdf', Buffer.alloc(0))).json().detail).toBe('The file is empty.');
    expect((await upload('x.pdf', PDF, 'document', access, 'other')).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1/fid/${fid}/static-assets`,
      headers: bearer(access),
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(400);
  });

  it("keeps files inside their tenant: another fiduciary's member gets 404", async () => {
    const body = uploadResultSchema.parse((await upload('nda.pdf', PDF)).json());
    const other = await createFiduciary(t.db);
    const outsider = await createUser(t.db, { memberships: [{ fiduciary_id: other.id, role: 'fiduciary_admin' }] });
    const s = await login(t, outsider.email);
    expect((await t.app.inject({ url: body.url, headers: bearer(s.access) })).statusCode).toBe(404);
    const viaOwn = body.url.replace(fid, other.id);
    expect((await t.app.inject({ url: viaOwn, headers: bearer(s.access) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: body.url })).statusCode).toBe(401);
  });
});
