import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_ROLES } from '@dl/domain';
import { buildWorld, type World } from './authorization-table.fixtures.ts';
import { FUND_ADMIN_ROWS } from './authorization-table.fund-admin.data.ts';
import { INVESTOR_ROWS } from './authorization-table.investor.data.ts';
import { ISSUER_ROWS } from './authorization-table.issuer.data.ts';
import { PLATFORM_ROWS } from './authorization-table.platform.data.ts';
import {
  type CallerInfo,
  type Expect,
  expected,
  meets,
  methodOf,
  pathOf,
  type Row,
  type Variant,
} from './authorization-table.rules.ts';
import { minimalBody, type OpenApiDoc, operationsOf } from './authorization-table.schema.ts';
import { DEMO_LOGIN_NAMES, type DemoLogin, demoApp } from './demo-callers.ts';
import type { TestApp } from './helpers.ts';

/**
 * Issue 13, the authorization table: every operation of the OpenAPI document, called by every demo
 * role and without a token, with (own) ids the caller or its tenant owns, (otherUser) another user's or
 * another company's ids in the same tenant, (otherTenant) a second tenant's ids, and (otherFid) in the
 * second tenant's path. The expected answer of each call comes from the rows (data) and the rule of
 * authorization-table.rules.ts; any unexpected 2xx, a 403 where 404 is expected, a refused allowed read
 * or a 5xx fails the test with a table of offenders.
 *
 * Mutating operations: refusals are asserted (with a minimal body built from the operation's schema);
 * an allowed caller's mutating call on its own objects is not made, so the demo data every other call
 * reads stays as it is (their success is the business of each route's own tests). Allowed reads must
 * succeed. Logout and revocation: the rows' calls never end a demo caller's session (logout is called
 * without a token, a session is revoked only by id of another user's).
 */

const ROWS: Row[] = [...PLATFORM_ROWS, ...INVESTOR_ROWS, ...FUND_ADMIN_ROWS, ...ISSUER_ROWS];
const LOGINS: DemoLogin[] = DEMO_LOGIN_NAMES;
const BATCH = 12;

let t: TestApp, world: World, doc: OpenApiDoc;

beforeAll(async () => {
  const demo = await demoApp(...LOGINS);
  t = demo.t;
  world = await buildWorld(demo);
  doc = t.app.swagger() as unknown as OpenApiDoc;
}, 120_000);
afterAll(() => t?.close());

interface Call {
  row: Row;
  caller: string;
  variant: Variant;
  expect: Expect;
  url: string;
  status?: number;
}

function info(name: DemoLogin): CallerInfo {
  const c = world.callers[name];
  return {
    name,
    role: c.role,
    member: c.fid === world.fid,
    provider: (Object.values(PROVIDER_ROLES) as string[]).includes(c.role),
    ownsAvery: c.entityId === world.averyEntity,
    investor: c.entityId !== null,
  };
}

const PARAM = /\{(\w+)\}/g;

/** The id of `kind` for the variant (an object of another user falls back to the tenant's own). */
function idOf(kind: string, variant: Variant): string {
  const ids = world.kinds[kind];
  if (!ids) throw new Error(`the world has no objects of kind "${kind}"`);
  if (variant === 'otherUser') return ids.otherUser ?? ids.own;
  if (variant === 'otherTenant' || variant === 'otherFid') return ids.otherTenant;
  return ids.own;
}

function fill<T>(value: T, variant: Variant): T {
  if (typeof value === 'string' && value.startsWith(':')) return idOf(value.slice(1), variant) as T;
  if (Array.isArray(value)) return value.map((v) => fill(v, variant)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, variant)])) as T;
  return value;
}

function urlOf(row: Row, variant: Variant): string {
  const path = pathOf(row).replace(PARAM, (_, name: string) =>
    name === 'fidId'
      ? variant === 'otherFid'
        ? world.otherFid
        : world.fid
      : encodeURIComponent(idOf(row.ids?.[name] ?? name, variant)),
  );
  const query = row.query ? `?${new URLSearchParams(fill(row.query, variant)).toString()}` : '';
  return `${path.startsWith('/api/') ? '' : '/api/v1'}${path}${query}`;
}

/** The kinds of object a row names: path parameters other than the tenant, and `:kind` values of query or body. */
function kindsOf(row: Row): string[] {
  const params = [...pathOf(row).matchAll(PARAM)].map((m) => m[1] as string).filter((n) => n !== 'fidId');
  const named = JSON.stringify([row.query ?? null, row.body ?? null]).match(/":\w+"/g) ?? [];
  return [...params.map((p) => row.ids?.[p] ?? p), ...named.map((n) => n.slice(2, -1))];
}

/** Whether the row names an object that belongs to a tenant (reference data and cap-table labels do not). */
function namesTenantObjects(row: Row): boolean {
  return kindsOf(row).some((kind) => world.kinds[kind]?.own !== world.kinds[kind]?.otherTenant);
}

function variantsOf(row: Row): Variant[] {
  const variants: Variant[] = ['own'];
  if (row.owner && kindsOf(row).some((kind) => world.kinds[kind]?.otherUser)) variants.push('otherUser');
  if (namesTenantObjects(row) && !pathOf(row).startsWith('/admin/')) variants.push('otherTenant');
  if (pathOf(row).startsWith('/fid/{fidId}')) variants.push('otherFid');
  return variants;
}

function plan(): Call[] {
  const calls: Call[] = [];
  const callers: (DemoLogin | null)[] = [null, ...LOGINS];
  for (const row of ROWS) {
    for (const variant of variantsOf(row)) {
      for (const name of callers) {
        if (!name && variant !== 'own') continue;
        const expect = expected(row, name ? info(name) : null, variant);
        if (expect) calls.push({ row, caller: name ?? 'no token', variant, expect, url: urlOf(row, variant) });
      }
    }
  }
  return calls;
}

/** The row's body over the schema's minimal one, object by object. */
function merged(base: unknown, over: unknown): unknown {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    Boolean(v) && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(base) || !isObject(over)) return over;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = merged(base[k], v);
  return out;
}

async function send(call: Call): Promise<number> {
  const method = methodOf(call.row);
  const caller = call.caller === 'no token' ? null : world.callers[call.caller as DemoLogin];
  const schemaBody = method === 'GET' || method === 'DELETE' ? undefined : minimalBody(doc, call.row);
  const body = call.row.body !== undefined ? merged(schemaBody, call.row.body) : schemaBody;
  const res = await t.app.inject({
    method,
    url: call.url,
    headers: caller ? caller.headers : {},
    ...(body !== undefined ? { payload: fill(body, call.variant) as object } : {}),
  });
  return res.statusCode;
}

describe('authorization table (issue 13)', () => {
  it('has one row for every operation of the OpenAPI document, and no row for an operation it lacks', () => {
    const ops = operationsOf(doc);
    const rows: string[] = ROWS.map((r) => r.op);
    expect(
      rows.filter((op, i) => rows.indexOf(op) !== i),
      'rows listed twice',
    ).toEqual([]);
    expect(
      ops.filter((op) => !rows.includes(op)),
      'operations without a row: add them to authorization-table.*.data.ts',
    ).toEqual([]);
    expect(
      rows.filter((op) => !ops.includes(op)),
      'rows naming no operation',
    ).toEqual([]);
  });

  it('answers every operation, role and kind of id as the table says', async () => {
    const calls = plan();
    for (let i = 0; i < calls.length; i += BATCH) {
      const batch = calls.slice(i, i + BATCH);
      const statuses = await Promise.all(batch.map(send));
      batch.forEach((c, j) => {
        c.status = statuses[j];
      });
    }
    const failed = calls.filter((c) => !meets(c.expect, c.status as number, c.row));
    const offenders = failed.filter((c) => !c.row.known);
    const knownRows = new Set(ROWS.filter((r) => r.known).map((r) => r.op));
    const stillFailing = new Set(failed.filter((c) => c.row.known).map((c) => c.row.op));
    const fixed = [...knownRows].filter((op) => !stillFailing.has(op));
    const table = offenders.map(
      (c) =>
        `${c.row.op.padEnd(90)} ${c.caller.padEnd(20)} ${c.variant.padEnd(11)} expected ${c.expect.padEnd(6)} got ${c.status}`,
    );
    expect(table, `${offenders.length} of ${calls.length} calls answered otherwise than the table says`).toEqual([]);
    expect(fixed, 'rows marked known that no longer fail: remove their `known`').toEqual([]);
  }, 300_000);
});
