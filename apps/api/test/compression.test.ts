import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_ABOVE_BYTES } from '../src/plugins/compression.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/** Issue 14 point 8: the web app's files go precompressed and cached by name; API JSON compressed. */
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2_000))};\n`;
const HASHED = 'assets/index-Bx7_q-9Z.js';

let t: TestApp;

beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'dl-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><script src="/digital-locker/assets/index.js"></script>',
  );
  await writeFile(path.join(dist, HASHED), SCRIPT);
  // The build's copies: marked so the test knows which one was sent.
  await writeFile(path.join(dist, `${HASHED}.br`), brotliCompressSync(`${SCRIPT}//br`));
  await writeFile(path.join(dist, `${HASHED}.gz`), gzipSync(`${SCRIPT}//gz`));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => t?.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the web app as a browser receives it', () => {
  it('sends the brotli copy to a browser that accepts it, cached for a year under its hashed name', async () => {
    const answer = await get(`/digital-locker/${HASHED}`, 'gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(`${SCRIPT}//br`);
    expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip where brotli is not accepted, and the file itself where nothing is', async () => {
    const gzip = await get(`/digital-locker/${HASHED}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(`${SCRIPT}//gz`);
    const plain = await get(`/digital-locker/${HASHED}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('revalidates a file whose name carries no hash, and the page itself', async () => {
    expect((await get('/digital-locker/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await get('/digital-locker/', 'br')).headers['cache-control']).toMatch(/no-cache/);
  });
});

describe('API answers', () => {
  it('compresses JSON above the threshold with the encoding the client prefers', async () => {
    const answer = await get('/api/docs/json', 'gzip, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(answer.rawPayload).toString();
    expect(body.length).toBeGreaterThan(COMPRESS_ABOVE_BYTES);
    expect(JSON.parse(body)).toHaveProperty('openapi');
    expect(answer.rawPayload.length).toBeLessThan(body.length / 4);
  });

  it('sends small answers as they are', async () => {
    const answer = await get('/api/health', 'gzip, br');
    expect(answer.statusCode).toBe(200);
    expect(Number(answer.headers['content-length'])).toBeLessThan(COMPRESS_ABOVE_BYTES);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate a compressed request body: it is refused as sent', async () => {
    const body = gzipSync(JSON.stringify({ email: 'a@b.test', password: 'x' }));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fid/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
  });
});
