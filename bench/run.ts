import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import { cursorAfter, getList, login } from './api.ts';
import { type CpuSample, cpuShares, sampleCpu, waitForQuietMachine } from './cpu.ts';
import { runLoad } from './load.ts';
import { type CaseResult, machineInfo, recordRun, textTable } from './report.ts';
import { PROFILE_DIR, repoRoot, seedLarge, startServer } from './server.ts';
import { CASE_NAMES, TARGETS, verdict } from './targets.ts';

/**
 * `npm run bench [-- --seconds 10 --connections 50 --only list --profile --no-record]`: seeds the large data set once in
 * .tmp/bench-data, starts the real server on a free port, and drives each case with autocannon
 * from a separate process. Exits non-zero when any request failed or answered non-2xx.
 */
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'deep-row': { type: 'string', default: '50000' },
    only: { type: 'string' },
    profile: { type: 'boolean', default: false },
    // Wait before each case until the machine is at most this busy (percent of all cores), for up
    // to `quiet-wait` seconds: other jobs on a shared machine make p99 meaningless.
    'quiet-below': { type: 'string', default: '15' },
    'quiet-wait': { type: 'string', default: '120' },
    'no-record': { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const warmupSeconds = Number(args.warmup);
const connections = Number(args.connections);
const deepRow = Number(args['deep-row']);
const OFFSET_PAGE = 5000;
/** The Discover list as the filter dialog sends it (spec 7 filters), and the Thumbs Up filter. */
const FILTERED_QUERY =
  'is_primary=true&minimum_gte=25000&issuer_market_id=Industrials&ordering=-created_on&page=1&limit=10';
const FAVORITE_QUERY = 'favorite=1&page=1&limit=10';
const FILTER_CASES = { filtered: 'discover list with filters', favorite: 'discover list favorite=1' } as const;

/** The deal-flow issue's target for the filtered list: the same bar as the plain list. */
function filterVerdict(results: CaseResult[]): string[] {
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  return Object.values(FILTER_CASES).flatMap((name) => {
    const r = results.find((c) => c.name === name)?.result;
    if (!r) return [];
    const rps = Math.round(r.requestsPerSecond);
    return [
      `${name} >= ${TARGETS.listRequestsPerSecond} req/s: ${rps} (${mark(rps >= TARGETS.listRequestsPerSecond)}); ` +
        `p99 <= ${TARGETS.listP99Ms} ms: ${r.p99} ms (${mark(r.p99 <= TARGETS.listP99Ms)})`,
    ];
  });
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: path.join(repoRoot, '.tmp/bench-data'),
  LOG_LEVEL: 'warn',
  // One token serves the whole run.
  ACCESS_TOKEN_TTL_SECONDS: '3600',
  DEMO_DATA: 'true',
};
// The bench owns its database: never seed 100,000 rows into whatever DATABASE_URL points at.
delete env.DATABASE_URL;
delete env.EMBEDDED_PG_PORT;

async function measure(name: string, url: string, token: string): Promise<CaseResult> {
  const limit = Number(args['quiet-below']);
  const busy = await waitForQuietMachine(limit, Number(args['quiet-wait']));
  if (busy !== null && busy > limit) console.log(`  (machine still ${Math.round(busy)}% busy; measuring anyway)`);
  const span: { from?: CpuSample | null; to?: CpuSample | null } = {};
  const job = { url, headers: { authorization: `Bearer ${token}` }, connections, warmupSeconds, seconds };
  const result = await runLoad(job, {
    onMeasuring: () => {
      span.from = sampleCpu(server.pid);
    },
    onDone: () => {
      span.to = sampleCpu(server.pid);
    },
  });
  const { from, to } = span;
  return { name, result, cpu: from && to ? cpuShares(from, to, result.cpuMs) : null };
}

const loadBefore = os.loadavg();
console.log('Seeding the bench database (once; later runs reuse it)...');
await seedLarge(env);
const server = await startServer(env, await getPort(), args.profile);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.stop().then(() => process.exit(130)));
}

try {
  const session = await login(server.url, 'investor@demo.test', 'Demo!2345');
  const base = `${server.url}/api/v1/fid/${session.fidId}`;
  const list = `${base}/investors/opportunities`;
  const first = await getList(`${list}?page=1&limit=10`, session.token);
  const cursor = await cursorAfter(list, session, deepRow);
  const cases = [
    { name: CASE_NAMES.profile, url: `${base}/profile` },
    { name: CASE_NAMES.firstPage, url: `${list}?page=1&limit=10` },
    { name: CASE_NAMES.keyset(deepRow), url: `${list}?cursor=${cursor}&limit=10` },
    { name: CASE_NAMES.offset(OFFSET_PAGE), url: `${list}?page=${OFFSET_PAGE}&limit=10` },
    { name: FILTER_CASES.filtered, url: `${list}?${FILTERED_QUERY}` },
    { name: FILTER_CASES.favorite, url: `${list}?${FAVORITE_QUERY}` },
  ];
  console.log(`Server ${server.url} (pid ${server.pid}); ${first.count.toLocaleString('en-US')} opportunities listed`);
  console.log(`${connections} connections, ${warmupSeconds} s warm-up + ${seconds} s per case\n`);

  const results: CaseResult[] = [];
  for (const c of cases.filter((k) => !args.only || k.name.includes(args.only))) {
    const measured = await measure(c.name, c.url, session.token);
    results.push(measured);
    console.log(`  ${c.name}: ${Math.round(measured.result.requestsPerSecond)} req/s, p99 ${measured.result.p99} ms`);
  }

  const table = textTable(results);
  const checks = [...verdict(results), ...filterVerdict(results)];
  console.log(`\n${table}\n\n${checks.join('\n')}`);
  const failed = results.filter((r) => r.result.errors > 0 || r.result.non2xx > 0);
  if (!args['no-record']) {
    await recordRun({
      cases: results,
      machine: machineInfo(loadBefore),
      setup: `${first.count.toLocaleString('en-US')} listed opportunities; ${connections} connections, no pipelining, ${args.warmup} s warm-up + ${seconds} s per case; load generator in its own process`,
      verdict: checks,
    });
    console.log('\nAppended to BENCHMARKS.md');
  }
  if (failed.length) {
    console.error(`\nFailed: ${failed.map((f) => `${f.name} ${JSON.stringify(f.result.statusCodes)}`).join('; ')}`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exitCode = 1;
} finally {
  await server.stop();
  if (args.profile) console.log(`CPU profile of the server written to ${PROFILE_DIR}`);
}
