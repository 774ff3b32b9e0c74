import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTABLE_ROLE_KEYS, type CapTableRole } from './captable-fixtures.ts';
import { D, optionDraft, type SecWorld, secWorld, sharesDraft } from './captable-securities-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Spec 6 "Cap-table permissions" on every securities endpoint, as a table: each cap-table role allowed
 * (its success status) or refused (403); another company's and another tenant's ids answer 404.
 */

let t: TestApp, w: SecWorld;
let shares: string, draft: string;

beforeAll(async () => {
  t = await buildTestApp();
  w = await secWorld(t);
  shares = await w.draft(sharesDraft());
  await w.issue(shares);
  draft = await w.draft(optionDraft());
}, 120_000);
afterAll(() => t.close());

const READERS: CapTableRole[] = [
  'tapp_admin',
  'captable_super_admin',
  'captable_admin',
  'captable_editor',
  'captable_viewer',
];
const EDITORS: CapTableRole[] = ['captable_super_admin', 'captable_editor'];
const ADMINS: CapTableRole[] = ['tapp_admin', 'captable_super_admin', 'captable_admin'];

async function requestId(): Promise<string> {
  const res = await w.call(w.members.captable_editor, 'POST', `/securities/${shares}/action-requests`, {
    action: 'modify',
    price: '0.0002',
    date: D,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { id: string } }).data.id;
}

interface Endpoint {
  name: string;
  allowed: CapTableRole[];
  status: number;
  /** The request, given a fresh target when it needs one. */
  send(role: CapTableRole): Promise<{ statusCode: number; body: string }>;
}

const as = (role: CapTableRole) => w.members[role];

const ENDPOINTS: Endpoint[] = [
  { name: 'GET securities', allowed: READERS, status: 200, send: (r) => w.call(as(r), 'GET', '/securities') },
  {
    name: 'GET securities/:id',
    allowed: READERS,
    status: 200,
    send: (r) => w.call(as(r), 'GET', `/securities/${shares}`),
  },
  { name: 'GET ledger', allowed: READERS, status: 200, send: (r) => w.call(as(r), 'GET', '/ledger') },
  {
    name: 'GET action-requests',
    allowed: READERS,
    status: 200,
    send: (r) => w.call(as(r), 'GET', '/action-requests'),
  },
  {
    name: 'POST securities (draft)',
    allowed: EDITORS,
    status: 201,
    send: (r) => w.call(as(r), 'POST', '/securities', { kind: 'SAFE' }),
  },
  {
    name: 'PATCH securities/:id',
    allowed: EDITORS,
    status: 200,
    send: (r) => w.call(as(r), 'PATCH', `/securities/${draft}`, { quantity: '48000' }),
  },
  {
    name: 'DELETE securities/:id',
    allowed: EDITORS,
    status: 200,
    send: async (r) => w.call(as(r), 'DELETE', `/securities/${await w.draft({ kind: 'CN' })}`),
  },
  {
    name: 'POST securities/issue',
    allowed: ADMINS,
    status: 200,
    send: async (r) =>
      w.call(as(r), 'POST', '/securities/issue', { security_ids: [await w.draft(sharesDraft({ quantity: '1' }))] }),
  },
  {
    name: 'POST securities/:id/actions',
    allowed: ADMINS,
    status: 200,
    send: (r) => w.act(shares, { action: 'modify', details: { board_approval_date: D }, date: D }, as(r)),
  },
  {
    name: 'POST securities/:id/action-requests',
    allowed: EDITORS,
    status: 201,
    send: (r) =>
      w.call(as(r), 'POST', `/securities/${shares}/action-requests`, { action: 'modify', price: '0.0002', date: D }),
  },
  {
    name: 'POST action-requests/:id/decision',
    allowed: ADMINS,
    status: 200,
    send: async (r) =>
      w.call(as(r), 'POST', `/action-requests/${await requestId()}/decision`, { approve: false, reason: 'Not now' }),
  },
  {
    name: 'GET securities/:id/certificate',
    allowed: READERS,
    status: 200,
    send: (r) => w.call(as(r), 'GET', `/securities/${shares}/certificate`),
  },
];

describe.each(ENDPOINTS)('$name', (e) => {
  it.each(CAPTABLE_ROLE_KEYS)('%s', async (role) => {
    const res = await e.send(role);
    // The holder reaches the portal but not this cap table's securities (the certificate: only their own).
    const refused = role === 'holder' && e.name.includes('certificate') ? 404 : 403;
    expect(res.statusCode, res.body).toBe(e.allowed.includes(role) ? e.status : refused);
  });
});

describe('another company and another tenant', () => {
  it('a cap-table admin of a sibling company gets 404 for this company and for its security ids', async () => {
    const admin = w.sibling.admin;
    for (const path of ['/securities', `/securities/${shares}`, '/ledger', '/action-requests']) {
      const res = await t.app.inject({ url: w.url(path), headers: admin.headers });
      expect(res.statusCode, path).toBe(404);
    }
    const own = (path: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      t.app.inject({
        method,
        url: w.url(path, w.sibling.issuerId),
        headers: admin.headers,
        ...(payload ? { payload } : {}),
      });
    expect((await own(`/securities/${shares}`)).statusCode).toBe(404);
    expect((await own(`/securities/${shares}/certificate`)).statusCode).toBe(404);
    expect(
      (await own(`/securities/${shares}/actions`, 'POST', { action: 'retract', reason: 'x', date: D })).statusCode,
    ).toBe(404);
    expect((await own('/securities/issue', 'POST', { security_ids: [draft] })).statusCode).toBe(404);
    const req = await requestId();
    expect((await own(`/action-requests/${req}/decision`, 'POST', { approve: true })).statusCode).toBe(404);
  });

  it("another tenant's admin gets 404 for this company in their tenant and for ids of this cap table", async () => {
    const { admin, fid, issuerId } = w.elsewhere;
    const url = (company: string, path: string) => `/api/v1/fid/${fid}/captable/companies/${company}${path}`;
    expect((await t.app.inject({ url: url(w.issuerId, '/securities'), headers: admin.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: url(issuerId, `/securities/${shares}`), headers: admin.headers })).statusCode,
    ).toBe(404);
    const list = await t.app.inject({ url: url(issuerId, '/securities'), headers: admin.headers });
    expect(list.json()).toEqual({ results: [], count: 0 });
  });
});
