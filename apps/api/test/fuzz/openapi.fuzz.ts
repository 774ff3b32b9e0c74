import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DemoLogin, demoAppWith } from '../demo-callers.ts';
import type { Caller } from '../documents-fixtures.ts';
import type { TestApp } from '../helpers.ts';
import { type Operation, openApiOperations } from '../hostile-input.ts';
import { deepObjectJson, MUTATIONS, type Mutation, mutatedBody, sample, seededRandom } from './mutations.ts';
import { fieldPaths, sampleOf } from './schema-samples.ts';
import { candidateCallers, demoPathValues, FUZZ_LOGINS, type PathValues, runOrder } from './targets.ts';

/**
 * The fuzz stage of `npm test` (issue 13 acceptance): every operation of the OpenAPI document,
 * called by a demo user who reaches it with demo ids, with one field at a time (each path parameter,
 * query parameter and body field, nested ones included) replaced by a hostile value. Any 5xx or any
 * answer slower than HANG_MS fails. Bounded by sampling the values per field with a seeded random:
 * FUZZ_SEED=<seed printed by a run> replays that run; FUZZ_LOG=1 prints the API's error log (the
 * cause of a 5xx); FUZZ_VERBOSE=1 prints which caller each operation is sent as, and its answer.
 */

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** An answer slower than this is a hang (a normal answer takes milliseconds). */
const HANG_MS = 5_000;
/**
 * Hostile values tried per field, per path parameter and on the whole body; the tenant id, the same
 * guard on every tenant route, gets one. About a minute on a busy 2-core machine.
 */
const PER_FIELD = 3;
const PER_PATH_PARAM = 3;
const MAX_BODY_FIELDS = 12;

/** Whole bodies: deep nesting, prototype keys, wrong types and broken JSON. */
const WHOLE_BODIES: [string, string][] = [
  ['an object 10,000 levels deep', deepObjectJson(10_000)],
  ['an array 10,000 levels deep', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ['a __proto__ key', '{"__proto__":{"polluted":true}}'],
  ['a constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['a string', '"text"'],
  ['an array', '[]'],
  ['null', 'null'],
  ['a number', '99999999999999999999999'],
  ['broken JSON', '{"a":'],
];

interface Request {
  caller: DemoLogin;
  method: string;
  url: string;
  payload?: string;
}
interface Failure {
  what: string;
  request: Request;
  status: number | 'hang';
  body: string;
}

let t: TestApp;
let callers: Record<DemoLogin, Caller>;
let pathValues: PathValues;
const random = seededRandom(SEED);
const statuses = new Map<string, number>();
const failures: Failure[] = [];
let requests = 0;
/** Operations a caller got past the guards of (not 401, 403 or 404 on a valid-looking request). */
let reached = 0;

beforeAll(async () => {
  const demo = await demoAppWith(process.env.FUZZ_LOG ? { LOG_LEVEL: 'error' } : {}, ...FUZZ_LOGINS);
  t = demo.t;
  callers = demo as unknown as Record<DemoLogin, Caller>;
  pathValues = await demoPathValues(t, demo.fid);
});
afterAll(() => t?.close());

async function send(what: string, request: Request): Promise<number | 'hang'> {
  requests += 1;
  const call = t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      ...callers[request.caller].headers,
      ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), HANG_MS);
  });
  const res = await Promise.race([call, hang]);
  clearTimeout(timer);
  const status = res === 'hang' ? 'hang' : res.statusCode;
  statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
  if (status === 'hang' || status >= 500) {
    failures.push({ what, request, status, body: res === 'hang' ? '' : res.body.slice(0, 200) });
  }
  return status;
}

/** The URL of an operation with the given path parameters and query. */
function urlOf(op: Operation, params: Record<string, string>, query: Record<string, string>): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? '');
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

const hasBody = (op: Operation) => op.body !== undefined && ['POST', 'PUT', 'PATCH'].includes(op.method);

/** The first candidate caller the operation does not turn away (401, 403, 404) on a valid-looking request. */
async function callerFor(op: Operation, params: Record<string, string>, body: unknown): Promise<DemoLogin> {
  const candidates = candidateCallers(op);
  const url = urlOf(op, params, {});
  for (const caller of candidates) {
    const payload = hasBody(op) ? JSON.stringify(body) : undefined;
    const status = await send('a valid-looking request', { caller, method: op.method, url, payload });
    if (process.env.FUZZ_VERBOSE) console.log(`${status} ${op.method} ${url} as ${caller}`);
    if (status === 'hang' || ![401, 403, 404].includes(status)) {
      reached += 1;
      return caller;
    }
  }
  return candidates[0] as DemoLogin;
}

async function fuzzOperation(op: Operation): Promise<void> {
  const params = pathValues(op);
  const body = hasBody(op) ? sampleOf(op.body) : undefined;
  const caller = await callerFor(op, params, body);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const call = (what: string, url: string, withPayload = payload) =>
    send(what, { caller, method: op.method, url, payload: withPayload });
  const pick = (count: number): Mutation[] => sample(MUTATIONS, count, random);

  for (const param of op.params) {
    for (const m of pick(param.name === 'fidId' ? 1 : PER_PATH_PARAM)) {
      await call(`${m.name} in path parameter ${param.name}`, urlOf(op, { ...params, [param.name]: m.url }, {}));
    }
  }
  for (const param of op.query) {
    for (const m of pick(PER_FIELD)) {
      await call(`${m.name} in query parameter ${param.name}`, urlOf(op, params, { [param.name]: m.url }));
    }
  }
  // Limits that hold one by one can overflow together (page x limit once made an offset of 9e22).
  const largest = Object.fromEntries(
    op.query.filter((p) => p.schema?.maximum !== undefined).map((p) => [p.name, String(p.schema?.maximum)]),
  );
  if (Object.keys(largest).length > 0) {
    await call('every number at the largest its schema allows', urlOf(op, params, largest));
  }
  if (!hasBody(op)) return;
  const url = urlOf(op, params, {});
  for (const field of sample(fieldPaths(op.body), MAX_BODY_FIELDS, random)) {
    for (const m of pick(PER_FIELD)) {
      await call(`${m.name} in body field ${field.join('.')}`, url, mutatedBody(body, field, m));
    }
  }
  await call('every field at the largest its schema allows', url, JSON.stringify(sampleOf(op.body, 0, true)));
  for (const [name, raw] of sample(WHOLE_BODIES, PER_FIELD, random)) {
    await call(`${name} as the whole body`, url, raw);
  }
}

it('answers every operation of the OpenAPI document without a 5xx or a hang, whatever the input', async () => {
  const started = Date.now();
  const operations = openApiOperations(t);
  // Operations that delete, end sessions or shut a tenant out run last: they cannot break the others.
  const ordered = [...operations].sort((a, b) => runOrder(a) - runOrder(b));
  for (const op of ordered) await fuzzOperation(op);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const distribution = [...statuses.entries()].sort().map(([status, count]) => `${status}: ${count}`);
  console.log(
    `fuzz: seed ${SEED}, ${operations.length} operations (${reached} past their guards), ` +
      `${requests} requests in ${seconds} s (${distribution.join(', ')})`,
  );
  const shown = failures.slice(0, 20).map((f) => {
    const payload = f.request.payload === undefined ? '' : ` body ${f.request.payload.slice(0, 300)}`;
    return `${f.status} ${f.request.method} ${f.request.url.slice(0, 300)} as ${f.request.caller}: ${f.what}${payload} -> ${f.body}`;
  });
  expect(shown, `FUZZ_SEED=${SEED} replays this run`).toEqual([]);
  // A stage whose requests all stop at the guards would pass without testing the handlers.
  expect(reached, 'operations past their guards').toBeGreaterThan(operations.length * 0.7);
});
