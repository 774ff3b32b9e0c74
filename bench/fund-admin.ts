import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CallableOpportunity, DashboardLocations, OpportunityCall } from '@dl/contracts';
import getPort from 'get-port';
import { loadConfig } from '../apps/api/src/config.ts';
import { connectDatabase } from '../apps/api/src/db/connect.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { loadPlatformCertificate } from '../apps/api/src/platform/platform-certificate.ts';
import { localDiskStorage } from '../apps/api/src/platform/storage.ts';
import { DEMO_FIDUCIARY, DEMO_PASSWORD } from '../apps/api/src/seed/demo-values.ts';
import { seedDemo } from '../apps/api/src/seed/demo.ts';
import { type BenchSession, getList, login } from './api.ts';
import { explainListQueries } from './fund-admin-explain.ts';
import { CALL_OPPORTUNITY_NAME, type FundAdminSizes, seedFundAdmin, sizeProblems } from './fund-admin-seed.ts';
import { measureCase } from './measure.ts';
import { type CaseResult, machineInfo, markdownTable, textTable } from './report.ts';
import { repoRoot, startServer } from './server.ts';

/**
 * `npm run bench:fund-admin [-- --investors 10000 --investments 100000 --call-investors 5000
 * --seconds 10 --warmup 3 --connections 50 --only investors --explain --keep --no-call --notice-timeout 180]`:
 * the fund-admin portal on one tenant with many investors and investments (issue 15 benchmark). A fresh data directory
 * (.tmp/bench-fund-admin-data; --keep reuses it), the demo data plus bench/fund-admin-seed.ts, the
 * real server, autocannon from its own process as fid-admin@demo.test; then a capital call through
 * the API, timed until its allocations and notice jobs exist and until every notice PDF is rendered
 * (by the job worker inside the bench's server process; past --notice-timeout seconds the rate seen so
 * far gives the projection). Prints a markdown section for BENCHMARKS.md.
 */
const { values: args } = parseArgs({
  options: {
    investors: { type: 'string', default: '10000' },
    investments: { type: 'string', default: '100000' },
    'call-investors': { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'no-call': { type: 'boolean', default: false },
    'notice-timeout': { type: 'string', default: '180' },
    'quiet-below': { type: 'string', default: '15' },
    'quiet-wait': { type: 'string', default: '120' },
  },
});
const sizes: FundAdminSizes = {
  investors: Number(args.investors),
  investments: Number(args.investments),
  callInvestors: Number(args['call-investors']),
};
const problems = sizeProblems(sizes);
if (problems.length) {
  console.error(`Cannot seed these sizes: ${problems.join('; ')}`);
  process.exit(2);
}
const connections = Number(args.connections);
const TARGETS = { listP99Ms: 50, statsP99Ms: 100, callSeconds: 30 } as const;
const ADMIN = 'fid-admin@demo.test';
const dataDir = path.join(repoRoot, '.tmp/bench-fund-admin-data');

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(await getPort()),
  LOG_LEVEL: 'warn',
  ACCESS_TOKEN_TTL_SECONDS: '3600',
  DEMO_DATA: 'true',
};
// The bench owns its database: never seed into whatever DATABASE_URL points at.
delete env.DATABASE_URL;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Migrations, demo data, the bench data; with --explain the plans of the list queries. */
async function seed(): Promise<{ seedMs: number; plans: string | null }> {
  if (!args.keep) await rm(dataDir, { recursive: true, force: true });
  const config = loadConfig(env);
  const handle = await connectDatabase(config, () => undefined);
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, {
      storage: localDiskStorage(path.join(config.DATA_DIR, 'files')),
      certificate: () => loadPlatformCertificate(config.DATA_DIR),
    });
    const started = Date.now();
    const created = await seedFundAdmin(handle.db, sizes);
    const seedMs = Date.now() - started;
    console.log(created ? `Bench data seeded in ${seconds(seedMs)} (VACUUM ANALYZE included)` : 'Bench data: kept');
    if (!args.explain) return { seedMs, plans: null };
    const fid = await handle.db
      .selectFrom('fiduciary')
      .select('id')
      .where('slug', '=', DEMO_FIDUCIARY.slug)
      .executeTakeFirstOrThrow();
    const opportunityId = async (name: string) =>
      (
        await handle.db
          .selectFrom('opportunity')
          .select('id')
          .where('fiduciary_id', '=', fid.id)
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;
    const plans = await explainListQueries(handle.url, {
      fiduciaryId: fid.id,
      opportunityId: await opportunityId(FILTER_OPPORTUNITY_NAME),
      callOpportunityId: await opportunityId(CALL_OPPORTUNITY_NAME),
      investorFilters: INVESTOR_FILTERS,
    });
    return { seedMs, plans };
  } finally {
    await handle.close();
  }
}

/** The deals list's opportunity filter: one of the published bench opportunities. */
const FILTER_OPPORTUNITY_NAME = 'Bench Opportunity 07';
/** The investors list as "my approved investors, largest commitments first" asks for it. */
const INVESTOR_FILTERS = { invitation_status: 5 } as const;
const INVESTORS_FILTERED_QUERY = 'invitation_status=5&ordering=-committed&page=1&limit=10';

const loadBefore = os.loadavg();
const { seedMs, plans } = await seed();
if (plans) console.log(`\n## Query plans (EXPLAIN (ANALYZE, BUFFERS))\n\n${plans}\n`);
const server = await startServer(env, await getPort());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.stop().then(() => process.exit(130)));
}

function measure(name: string, url: string, token: string): Promise<CaseResult> {
  return measureCase(name, url, token, {
    serverPid: server.pid,
    connections,
    warmupSeconds: Number(args.warmup),
    seconds: Number(args.seconds),
    quietBelow: Number(args['quiet-below']),
    quietWaitSeconds: Number(args['quiet-wait']),
  });
}

async function api<T>(session: BenchSession, url: string, init?: { method: string; body: unknown }): Promise<T> {
  const res = await fetch(url, {
    method: init?.method ?? 'GET',
    headers: {
      authorization: `Bearer ${session.token}`,
      ...(init ? { 'content-type': 'application/json' } : {}),
    },
    ...(init ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

interface CallTiming {
  investors: number;
  queuedMs: number;
  allocations: number;
  /** `ms`: when every notice existed (null if not by the timeout); `lastMs`: the last look. */
  notices: { generated: number; total: number; ms: number | null; lastMs: number };
  progress: string[];
}

/**
 * POST the call (allocations, their payments and one notice job each are written in the request's
 * transaction), then follow the call's `notices` (generated of total) until every PDF exists.
 */
async function timeCapitalCall(session: BenchSession, base: string, opportunity: CallableOpportunity) {
  const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const started = performance.now();
  const { data: call } = await api<{ data: OpportunityCall }>(
    session,
    `${base}/fid-admin/opportunities/${opportunity.id}/capital-calls`,
    { method: 'POST', body: { percentage: '25', due_date: due, note: 'Fund-admin bench call' } },
  );
  const queuedMs = performance.now() - started;
  const allocations = await getList(`${base}/fid-admin/capital-calls/${call.id}/allocations?limit=1`, session.token);
  console.log(
    `  POST answered in ${seconds(queuedMs)}: ${allocations.count} allocations, ${call.notices.total} notices to render`,
  );
  const timing: CallTiming = {
    investors: opportunity.investors,
    queuedMs,
    allocations: allocations.count,
    notices: { ...call.notices, ms: null, lastMs: 0 },
    progress: [],
  };
  const deadline = started + Number(args['notice-timeout']) * 1000;
  let lastShown = 0;
  while (performance.now() < deadline) {
    const { data } = await api<{ data: OpportunityCall }>(session, `${base}/fid-admin/capital-calls/${call.id}`);
    const at = performance.now() - started;
    timing.notices.generated = data.notices.generated;
    timing.notices.lastMs = at;
    const done = data.notices.generated >= data.notices.total;
    if (done || at - lastShown >= 5000 || at + 500 >= deadline - started) {
      lastShown = at;
      const line = `${seconds(at)}: notices ${data.notices.generated} / ${data.notices.total}`;
      timing.progress.push(line);
      console.log(`  ${line}`);
    }
    if (done) {
      timing.notices.ms = at;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return timing;
}

function callTable(t: CallTiming): string {
  const notices =
    t.notices.ms === null
      ? `not done: ${t.notices.generated} / ${t.notices.total} after ${args['notice-timeout']} s`
      : seconds(t.notices.ms);
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  return [
    '| capital call over executed investments | time | target |',
    '|---|---:|---|',
    `| ${t.investors.toLocaleString('en-US')} investors: POST answered, ${t.allocations.toLocaleString('en-US')} allocations with their payments and ${t.notices.total.toLocaleString('en-US')} notice jobs queued (one transaction) | ${seconds(t.queuedMs)} | <= ${TARGETS.callSeconds} s (${mark(t.queuedMs <= TARGETS.callSeconds * 1000)}) |`,
    `| every notice PDF rendered and stored (job worker in the bench server process, after the load cases) | ${notices} | ${t.notices.ms === null ? 'n/a' : `<= ${TARGETS.callSeconds} s (${mark(t.notices.ms <= TARGETS.callSeconds * 1000)})`} |`,
  ].join('\n');
}

/** The API's progress (the call's `notices`), eight samples at most, and the rate it shows. */
function noticeProgress(t: CallTiming): string {
  const step = Math.max(1, Math.ceil(t.progress.length / 8));
  const samples = t.progress.filter((_, i) => i % step === 0 || i === t.progress.length - 1);
  const elapsedMs = t.notices.ms ?? t.notices.lastMs;
  const rate = elapsedMs > 0 ? t.notices.generated / (elapsedMs / 1000) : 0;
  const total = t.notices.total.toLocaleString('en-US');
  const projected = rate > 0 ? `; all ${total} at this rate: ${seconds((t.notices.total / rate) * 1000)}` : '';
  return (
    `Progress the API shows while the notices render (GET fid-admin/capital-calls/:id, \`notices\`): ` +
    `${samples.join('; ')}. Rate ${rate.toFixed(2)} notices/s${projected}.`
  );
}

try {
  const session = await login(server.url, ADMIN, DEMO_PASSWORD);
  const base = `${server.url}/api/v1/fid/${session.fidId}`;
  const { data: callable } = await api<{ data: CallableOpportunity[] }>(
    session,
    `${base}/fid-admin/capital-calls/opportunities`,
  );
  const callOpportunity = callable.find((o) => o.name === CALL_OPPORTUNITY_NAME);
  const filterOpportunity = callable.find((o) => o.name === FILTER_OPPORTUNITY_NAME);
  if (!callOpportunity || !filterOpportunity) throw new Error('the bench opportunities are missing');
  const investors = await getList(`${base}/fid-admin/investors?limit=1`, session.token);
  const deals = await getList(`${base}/fid-admin/investments?limit=1`, session.token);
  const places = await api<DashboardLocations>(session, `${base}/fid-admin/dashboard/locations`);
  const placed = places.results.reduce((sum, p) => sum + p.count, 0);
  console.log(`Map: ${placed} investors in ${places.count} cities, ${places.unplaced} unplaced`);
  console.log(
    `Server ${server.url} (pid ${server.pid}): ${investors.count.toLocaleString('en-US')} investors, ` +
      `${deals.count.toLocaleString('en-US')} investments listed`,
  );
  console.log(`${connections} connections, ${args.warmup} s warm-up + ${args.seconds} s per case\n`);

  const cases = [
    { name: 'investors page 1', url: `${base}/fid-admin/investors?page=1&limit=10`, p99: TARGETS.listP99Ms },
    {
      name: 'investors approved, by -committed',
      url: `${base}/fid-admin/investors?${INVESTORS_FILTERED_QUERY}`,
      p99: TARGETS.listP99Ms,
    },
    { name: 'deals page 1', url: `${base}/fid-admin/investments?page=1&limit=10`, p99: TARGETS.listP99Ms },
    {
      name: 'deals of one opportunity',
      url: `${base}/fid-admin/investments?opportunity_id=${filterOpportunity.id}&page=1&limit=10`,
      p99: TARGETS.listP99Ms,
    },
    { name: 'dashboard stats', url: `${base}/fid-admin/dashboard`, p99: TARGETS.statsP99Ms },
    { name: 'dashboard locations', url: `${base}/fid-admin/dashboard/locations`, p99: TARGETS.statsP99Ms },
  ].filter((c) => !args.only || c.name.includes(args.only));

  const results: CaseResult[] = [];
  for (const c of cases) {
    const measured = await measure(c.name, c.url, session.token);
    results.push(measured);
    console.log(`  ${c.name}: ${Math.round(measured.result.requestsPerSecond)} req/s, p99 ${measured.result.p99} ms`);
  }
  const verdict = cases.flatMap((c) => {
    const r = results.find((m) => m.name === c.name)?.result;
    return r ? [`${c.name}: p99 ${r.p99} ms <= ${c.p99} ms (${r.p99 <= c.p99 ? 'met' : 'MISSED'})`] : [];
  });

  let call: CallTiming | null = null;
  if (!args['no-call']) {
    console.log(`\nCapital call on ${CALL_OPPORTUNITY_NAME} (${callOpportunity.investors} executed investments)`);
    call = await timeCapitalCall(session, base, callOpportunity);
  }

  const section = [
    `### Fund-admin run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`,
    `${machineInfo(loadBefore)}.`,
    `One tenant (the demo fiduciary plus bench/fund-admin-seed.ts): ${investors.count.toLocaleString('en-US')} ` +
      `investors listed, ${deals.count.toLocaleString('en-US')} investments (${sizes.investments.toLocaleString('en-US')} ` +
      `seeded over 40 opportunities, in ${seconds(seedMs)}); ${connections} connections, no pipelining, ` +
      `${args.warmup} s warm-up + ${args.seconds} s per case, as ${ADMIN} (fiduciary_admin).\n`,
    markdownTable(results),
    '',
    ...verdict.map((v) => `- ${v}`),
    ...(call ? ['', callTable(call), '', noticeProgress(call)] : []),
  ].join('\n');
  console.log(`\n${textTable(results)}\n\n${section}\n`);
  const failed = results.filter((r) => r.result.errors > 0 || r.result.non2xx > 0);
  if (failed.length) {
    console.error(`\nFailed: ${failed.map((f) => `${f.name} ${JSON.stringify(f.result.statusCodes)}`).join('; ')}`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exitCode = 1;
} finally {
  await server.stop();
}
