import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTABLE_ROLE_KEYS, type CapMember, type CapTableRole, type CapWorld, capWorld } from './captable-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/** Who may call each set-up endpoint (spec 6 "Cap-table permissions", ADR 0031's table). */

let t: TestApp, w: CapWorld;

const ALL = CAPTABLE_ROLE_KEYS;
const READERS: CapTableRole[] = [
  'tapp_admin',
  'captable_super_admin',
  'captable_admin',
  'captable_editor',
  'captable_viewer',
];
const EDITORS: CapTableRole[] = ['captable_super_admin', 'captable_editor'];
const ADMINS: CapTableRole[] = ['tapp_admin', 'captable_super_admin', 'captable_admin'];

const COMMON_TERMS = { type: 1, pricePerShare: { amount: '0.0001', currency: 'USD' } };
const DATE = '2026-01-10';

async function call(who: CapMember, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

interface Case {
  name: string;
  method: string;
  path: (role: CapTableRole) => string;
  body?: (role: CapTableRole) => unknown;
  allowed: readonly CapTableRole[];
  ok: number;
}

const CASES: Case[] = [
  { name: 'get the cap table', method: 'GET', path: () => '', allowed: ALL, ok: 200 },
  { name: 'list stakeholders', method: 'GET', path: () => '/stakeholders', allowed: READERS, ok: 200 },
  {
    name: 'add a stakeholder',
    method: 'POST',
    path: () => '/stakeholders',
    body: (r) => ({ name: `Holder by ${r}`, stakeholder_type: 'INDIVIDUAL', email: null }),
    allowed: EDITORS,
    ok: 201,
  },
  {
    name: 'edit a stakeholder',
    method: 'PATCH',
    path: () => '/stakeholders/SH-1',
    body: (r) => ({ relationship: `Advisor (${r})` }),
    allowed: EDITORS,
    ok: 200,
  },
  { name: 'list terms', method: 'GET', path: () => '/terms', allowed: READERS, ok: 200 },
  {
    name: 'create terms',
    method: 'POST',
    path: () => '/terms',
    body: (r) => ({ name: `Common terms ${r}`, body: COMMON_TERMS }),
    allowed: EDITORS,
    ok: 201,
  },
  {
    name: 'revise terms',
    method: 'PUT',
    path: () => '/terms/TRM-1',
    body: () => ({ name: 'Common terms', body: COMMON_TERMS }),
    allowed: EDITORS,
    ok: 200,
  },
  { name: 'delete terms', method: 'DELETE', path: (r) => `/terms/${deletable[r]}`, allowed: EDITORS, ok: 200 },
  { name: 'list stock classes', method: 'GET', path: () => '/stock-classes', allowed: READERS, ok: 200 },
  {
    name: 'create a stock class',
    method: 'POST',
    path: () => '/stock-classes',
    body: (r) => ({ name: `Common ${r}`, kind: 'CS', authorized: '1000000', board_approval_date: DATE }),
    allowed: EDITORS,
    ok: 201,
  },
  {
    name: 'change authorized shares',
    method: 'POST',
    path: () => '/stock-classes/CLS-1/authorized',
    body: () => ({ authorized: '2000000', date: DATE }),
    allowed: ADMINS,
    ok: 200,
  },
  { name: 'list plans', method: 'GET', path: () => '/plans', allowed: READERS, ok: 200 },
  { name: 'read a plan', method: 'GET', path: () => '/plans/PLN-1', allowed: READERS, ok: 200 },
  {
    name: 'create a plan',
    method: 'POST',
    path: () => '/plans',
    body: (r) => ({
      name: `Plan ${r}`,
      class_id: 'CLS-1',
      reserved: '1000',
      cancellation_behavior: 'RETURN_TO_POOL',
      board_approval_date: DATE,
    }),
    allowed: EDITORS,
    ok: 201,
  },
  {
    name: 'amend a plan',
    method: 'POST',
    path: () => '/plans/PLN-1/amendments',
    body: () => ({ reserved: '150000', date: DATE }),
    allowed: EDITORS,
    ok: 200,
  },
];

/** Terms each allowed role deletes (one each). */
const deletable = {} as Record<CapTableRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  w = await capWorld(t);
  const sa = w.members.captable_super_admin;
  const ok = async (method: string, path: string, body: unknown) => {
    const res = await call(sa, method, w.url(path), body);
    if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  await ok('POST', '/stakeholders', { name: 'Ada Founder', stakeholder_type: 'INDIVIDUAL' });
  await ok('POST', '/terms', { name: 'Common terms', body: COMMON_TERMS });
  for (const r of EDITORS)
    deletable[r] = (await ok('POST', '/terms', { name: `Spare ${r}`, body: COMMON_TERMS })).terms_id;
  await ok('POST', '/stock-classes', { name: 'Common', kind: 'CS', authorized: '1000000', board_approval_date: DATE });
  await ok('POST', '/plans', {
    name: '2026 Plan',
    class_id: 'CLS-1',
    reserved: '100000',
    cancellation_behavior: 'RETURN_TO_POOL',
    board_approval_date: DATE,
  });
});
afterAll(() => t.close());

describe('cap-table set-up permissions', () => {
  it('lists the cap tables the caller is a member of, with the permissions of their roles', async () => {
    for (const role of ALL) {
      const res = await call(w.members[role], 'GET', `/api/v1/fid/${w.fid}/captable/companies`);
      expect(res.statusCode, res.body).toBe(200);
      const { results } = res.json();
      expect(results).toHaveLength(1);
      expect(results[0]).toMatchObject({
        id: w.capTableId,
        issuer_id: w.issuerId,
        company_name: 'Acme Robotics Inc.',
        my_roles: [role],
      });
      expect(results[0].permissions.read).toBe(READERS.includes(role));
      expect(results[0].permissions.write_terms).toBe(EDITORS.includes(role));
      expect(results[0].permissions.issue_securities).toBe(ADMINS.includes(role));
      expect(results[0].permissions.own_holdings).toBe(role === 'holder');
    }
  });

  for (const c of CASES)
    it(`${c.name}: ${c.allowed.join(', ')}; other roles 403`, async () => {
      for (const role of ALL) {
        const res = await call(w.members[role], c.method, w.url(c.path(role)), c.body?.(role));
        expect(res.statusCode, `${role}: ${res.body}`).toBe(c.allowed.includes(role) ? c.ok : 403);
      }
    });

  it("answers 404 for a company the caller has no cap-table role in, or another tenant's", async () => {
    for (const c of CASES) {
      const body = c.body?.('captable_super_admin');
      // A member of the sibling company (same tenant) calling this company.
      const sibling = await call(w.sibling.admin, c.method, w.url(c.path('captable_super_admin')), body);
      expect(sibling.statusCode, `${c.name}: ${sibling.body}`).toBe(404);
      // Another tenant's member, with this company's id under their own tenant.
      const url = w.url(c.path('captable_super_admin')).replace(w.fid, w.elsewhere.fid);
      const other = await call(w.elsewhere.admin, c.method, url, body);
      expect(other.statusCode, `${c.name}: ${other.body}`).toBe(404);
      // This company's super admin naming the other tenant's company.
      const foreign = await call(
        w.members.captable_super_admin,
        c.method,
        w.url(c.path('captable_super_admin'), w.elsewhere.issuerId),
        body,
      );
      expect(foreign.statusCode, `${c.name}: ${foreign.body}`).toBe(404);
    }
  });

  it("answers 404 for another cap table's stakeholder, terms, class or plan", async () => {
    const sa = w.members.captable_super_admin;
    const siblingAdmin = w.sibling.admin;
    // The sibling company's cap table has none of these ids; its own are numbered from 1 too.
    const missing = [
      ['PATCH', '/stakeholders/SH-99', { name: 'Nobody' }],
      ['PUT', '/terms/TRM-99', { name: 'None', body: COMMON_TERMS }],
      ['DELETE', '/terms/TRM-99', undefined],
      ['POST', '/stock-classes/CLS-99/authorized', { authorized: '10', date: DATE }],
      ['GET', '/plans/PLN-99', undefined],
      ['POST', '/plans/PLN-99/amendments', { reserved: '10', date: DATE }],
    ] as const;
    for (const [method, path, body] of missing) {
      const res = await call(sa, method, w.url(path), body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const theirs = await call(siblingAdmin, 'GET', w.url('/plans/PLN-1', w.sibling.issuerId));
    expect(theirs.statusCode).toBe(404);
  });
});
