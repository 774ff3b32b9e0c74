import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import type { Caller } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

/**
 * URL fields accept only absolute http(s) addresses (issue 13 point 10): the request that showed the
 * defect (an avatar_url of javascript: was stored), and the same class of address on the other
 * fields that reach the database. The walk over every URL field of the contracts is
 * packages/contracts/src/url-fields.test.ts.
 */
let t: TestApp, investor: Caller, fidAdmin: Caller;
beforeAll(async () => {
  ({ t, investor, fidAdmin } = await demoApp('investor', 'fidAdmin'));
});
afterAll(() => t.close());

const BAD = [
  'javascript:alert(document.cookie)',
  'JAVASCRIPT:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/a.png',
  '/api/v1/anything',
];

const send = (who: Caller, method: 'PATCH' | 'POST', path: string, payload: object) =>
  t.app.inject({ method, url: `/api/v1/fid/${who.fid}/${path}`, headers: who.headers, payload });

describe('URL fields refuse every scheme but http(s)', () => {
  it.each(BAD)('PATCH profile avatar_url %j: 400 naming the field, nothing stored', async (value) => {
    const res = await send(investor, 'PATCH', 'profile', { avatar_url: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail).toBe('avatar_url: Avatar is not url');
    const profile = await t.app.inject({ url: `/api/v1/fid/${investor.fid}/profile`, headers: investor.headers });
    expect(profile.json().avatar_url).not.toBe(value);
  });

  it('PATCH profile keeps an https avatar address', async () => {
    const res = await send(investor, 'PATCH', 'profile', { avatar_url: 'https://images.example.com/me.png' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().avatar_url).toBe('https://images.example.com/me.png');
  });

  it.each([
    [
      'fid-admin/events',
      { title: 'Webinar', starts_on: '2030-01-01T10:00:00Z', ends_on: '2030-01-01T11:00:00Z' },
      'Online address',
    ],
    ['fid-admin/resources', { title: 'Guide', kind: 'LINK' }, 'Address'],
  ])('POST %s with a data: or javascript: url: 400 naming the field', async (path, body, label) => {
    for (const url of BAD) {
      const res = await send(fidAdmin, 'POST', path, { ...body, url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().detail).toBe(`url: ${label} is not url`);
    }
  });
});
