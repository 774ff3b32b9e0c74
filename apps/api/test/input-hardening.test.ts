import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneySchema, moneyTotalSchema } from '@dl/contracts';
import { DEMO_WIRE_INSTRUCTIONS } from '#api/seed/demo-portfolio.ts';
import { demoApp } from './demo-callers.ts';
import type { Caller } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { BAD_TEXT, openApiOperations, PROTOTYPE_NAMES, stringFields } from './hostile-input.ts';

/**
 * Issue 13 point 6: no input answers 5xx. The operations come from the OpenAPI document the routes'
 * own schemas generate, so a new route is probed without editing this file; the probes (bad text,
 * prototype names) are the lists the fuzz stage (test/fuzz) sends too.
 */
let t: TestApp, fidAdmin: Caller, providerSuper: Caller;
type Operation = { method: string; path: string; fields: string[]; query: string[] };
let operations: Operation[] = [];

const NONE = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ({ t, fidAdmin, providerSuper } = await demoApp('fidAdmin', 'providerSuper'));
  await t.app.ready();
  operations = openApiOperations(t).map((op) => ({
    method: op.method,
    path: op.path,
    fields: stringFields(op.body),
    query: op.query.map((p) => p.name),
  }));
});
afterAll(() => t.close());

const urlOf = (path: string, fid: string) => path.replace(/\{fidId\}/g, fid).replace(/\{[^}]+\}/g, NONE);
const inject = (method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: fidAdmin.headers, ...(payload ? { payload } : {}) });

describe('text the database cannot store', () => {
  it('finds the operations with a JSON body from the route list', () => {
    const withBody = operations.filter((o) => ['POST', 'PATCH', 'PUT'].includes(o.method) && o.fields.length > 0);
    expect(withBody.length).toBeGreaterThanOrEqual(26);
  });

  it.each(BAD_TEXT)('refuses %s in every string field of every body with 400 naming the field', async (_, bad) => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => ['POST', 'PATCH', 'PUT'].includes(o.method))) {
      for (const field of op.fields) {
        const res = await inject(op.method, urlOf(op.path, fidAdmin.fid), { [field]: bad });
        const body = res.json() as { detail?: string };
        if (res.statusCode !== 400 || !body.detail?.startsWith(`${field}: `)) {
          failures.push(`${op.method} ${op.path} ${field}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a NUL in every query parameter of every operation with 400 naming it', async () => {
    // The query parser's object is not a plain one: `?to=a%00b` once reached PostgreSQL and answered 500.
    // (A lone surrogate cannot come through a URL: its bytes are not UTF-8 and decode to other text.)
    const failures: string[] = [];
    for (const op of operations) {
      for (const name of op.query) {
        const res = await inject(op.method, `${urlOf(op.path, fidAdmin.fid)}?${name}=a%00b`);
        const body = res.json() as { detail?: string };
        if (res.statusCode !== 400 || !body.detail?.startsWith(`${name}: This text contains a character`)) {
          failures.push(`${op.method} ${op.path} ${name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('names nested fields and query parameters in words', async () => {
    const res = await inject('POST', `/api/v1/fid/${fidAdmin.fid}/fid-admin/wire-instructions/proposals`, {
      ...DEMO_WIRE_INSTRUCTIONS,
      bank_name: 'Bank\u0000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: expect.stringMatching(/^bank_name: .*null character or a broken emoji/),
      code: 'BAD_REQUEST',
    });
    const list = operations.find((o) => o.method === 'GET' && o.query.includes('ordering'));
    const q = await inject('GET', `${urlOf(list?.path ?? '', fidAdmin.fid)}?ordering=a%00b`);
    expect(q.statusCode).toBe(400);
    expect(q.json().detail).toMatch(/^ordering: /);
  });

  it('stores emoji in wire instructions and reads them back', async () => {
    const base = `/api/v1/fid/${fidAdmin.fid}/fid-admin/wire-instructions`;
    const res = await inject('POST', `${base}/proposals`, {
      ...DEMO_WIRE_INSTRUCTIONS,
      bank_name: 'Bank 🏦 of the 🌍',
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const state = await inject('GET', base);
    expect(state.statusCode).toBe(200);
    expect(state.body).toContain('Bank 🏦 of the 🌍');
  });
});

describe('prototype names as sort keys', () => {
  it('never answers 5xx on any list route with an ordering', async () => {
    const lists = operations.filter((o) => o.method === 'GET' && o.query.includes('ordering'));
    expect(lists.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const op of lists) {
      for (const name of PROTOTYPE_NAMES) {
        const res = await inject('GET', `${urlOf(op.path, fidAdmin.fid)}?ordering=${encodeURIComponent(name)}`);
        if (res.statusCode >= 500) failures.push(`${op.path} ${name}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('amounts the database cannot hold', () => {
  it('refuses an amount of more digits than the money columns hold with 400 naming the field', async () => {
    // The fuzz stage found it: a 23-digit amount reached numeric(20,2) and answered 500.
    const investments = await t.db
      .selectFrom('investment')
      .select('id')
      .where('fiduciary_id', '=', fidAdmin.fid)
      .orderBy('id')
      .execute();
    for (const { id } of investments) {
      const res = await inject('POST', `/api/v1/fid/${fidAdmin.fid}/fid-admin/investments/${id}/capital-calls`, {
        amount: '99999999999999999999999',
        due_date: '2026-01-15',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toMatch(/^amount: Enter an amount in figures/);
    }
    expect(investments.length).toBeGreaterThan(0);
  });

  it('keeps the largest amount the columns hold', () => {
    expect(moneySchema.safeParse(`${'9'.repeat(18)}.99`).success).toBe(true);
    expect(moneySchema.safeParse('9'.repeat(19)).success).toBe(false);
    // A total of stored amounts may pass one column: answers keep every digit.
    expect(moneyTotalSchema.safeParse(`${'9'.repeat(19)}.98`).success).toBe(true);
  });
});

describe('page numbers past any list', () => {
  it('refuses a page whose offset no integer holds with 400 naming it, on every paged list', async () => {
    // `?page=9007199254740991&limit=10000000` made an offset of 9e22 and answered 500.
    const lists = operations.filter((o) => o.method === 'GET' && o.query.includes('page'));
    expect(lists.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const op of lists) {
      const limit = op.query.includes('limit') ? '&limit=10000000' : '';
      const res = await inject('GET', `${urlOf(op.path, fidAdmin.fid)}?page=9007199254740991${limit}`);
      if (res.statusCode !== 400 || !res.body.includes('"detail":"page: ')) {
        failures.push(`${op.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers the fund admin investor list with the page from the report', async () => {
    const res = await inject(
      'GET',
      `/api/v1/fid/${fidAdmin.fid}/fid-admin/investors?page=9007199254740991&limit=10000000`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('page: Page should be at most 100,000,000.');
  });
});

describe('empty path parameters', () => {
  it('refuses a job retry with an empty kind with 400, not a job engine assertion', async () => {
    // The fuzz stage found it: the empty kind reached pg-boss, which asserts a queue name (500).
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/operations/jobs//${NONE}/retry`,
      headers: providerSuper.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('kind: Job kind is required');
  });
});
