import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, loginAs } from './documents-fixtures.ts';
import { buildTestApp, type TestApp, withDemoData } from './helpers.ts';

/** Issue 13 point 10: the headers every API answer carries. */
let t: TestApp, secure: TestApp, investor: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  await withDemoData(t);
  investor = await loginAs(t, 'investor@demo.test');
  secure = await buildTestApp({ PUBLIC_URL: 'https://locker.example.com' });
});
afterAll(async () => {
  await t.close();
  await secure.close();
});

describe('API security headers', () => {
  it('JSON answers: nosniff and no-store (a token included)', async () => {
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['POST', `/api/v1/fid/${investor.fid}/investor/captable/sso-token`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: investor.headers });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/fid/${investor.fid}/investor/captable/sso-token`,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('the documentation page has a CSP without outside sources and cannot be framed', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/https:|validator\.swagger\.io|upgrade-insecure-requests/);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('HSTS only when the public address is https', async () => {
    expect((await t.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    expect((await secure.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
