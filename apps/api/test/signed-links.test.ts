import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '#api/app.ts';
import { signedFileUrl } from '#api/platform/signed-links.ts';
import { tokenKeys } from '#api/platform/tokens/tokens.ts';
import { createFiduciary } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let fileId: string;
const BYTES = Buffer.from('%PDF-1.4\n% signed link test\n%%EOF\n');
beforeAll(async () => {
  t = await buildTestApp();
  const fid = await createFiduciary(t.db);
  const key = `test/${randomUUID()}`;
  await t.storage.put(key, Readable.from(BYTES));
  const row = await t.db
    .insertInto('stored_file')
    .values({
      fiduciary_id: fid.id,
      name: 'data room.pdf',
      mime_type: 'application/pdf',
      size: BYTES.length,
      sha256: 'x',
      storage_key: key,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  fileId = row.id;
});
afterAll(() => t.close());

const keys = () => ({ keys: tokenKeys(t.jwtSecret, 900) });

describe('GET /signed-files/{fileId}', () => {
  it('serves the file without a bearer header while the link is valid, and keeps the secret out of the log line', async () => {
    const link = signedFileUrl(keys(), { fileId });
    expect(link.url).toMatch(/^\/api\/v1\/signed-files\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]{43}$/);
    expect(Date.parse(link.expires_on) - Date.now()).toBeGreaterThan(290_000);
    const res = await t.app.inject({ url: link.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(BYTES)).toBe(true);
    const options = loggerOptions('info') as { serializers: { req: (r: object) => { url: string } } };
    const logged = options.serializers.req({ method: 'GET', url: link.url, ip: '127.0.0.1' });
    expect(logged.url).toContain('signature=[redacted]');
    expect(logged.url).not.toContain(link.url.split('signature=')[1]);
  });

  it('answers 404 for an expired, altered or foreign link', async () => {
    const expired = signedFileUrl(keys(), { fileId, now: Date.now() - 600_000 });
    expect((await t.app.inject({ url: expired.url })).statusCode).toBe(404);

    const good = signedFileUrl(keys(), { fileId });
    const later = good.url.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 3600}`);
    expect((await t.app.inject({ url: later })).statusCode).toBe(404);
    const flipped = good.url.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.app.inject({ url: flipped })).statusCode).toBe(404);

    const otherKey = signedFileUrl({ keys: tokenKeys('another-secret-of-sufficient-length!!', 900) }, { fileId });
    expect((await t.app.inject({ url: otherKey.url })).statusCode).toBe(404);
    const otherFile = good.url.replace(fileId, randomUUID());
    expect((await t.app.inject({ url: otherFile })).statusCode).toBe(404);
    expect((await t.app.inject({ url: good.url.split('?')[0] as string })).statusCode).toBe(400);
  });
});
