import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo-values.ts';
import { login } from './api.ts';
import { seedCapTableBench } from './captable-seed.ts';
import { measureCase } from './measure.ts';
import { type CaseResult, machineInfo, markdownTable, textTable } from './report.ts';
import { withDemoDatabase } from './seed-demo.ts';
import { benchEnv, startServer } from './server.ts';

/**
 * `npm run bench:captable [-- --stakeholders 10000 --securities 50000 --seconds 10 --connections 10 --keep]`:
 * the cap table's ownership views and OCF export (issue 17 benchmark: summary and fully diluted view of
 * 10,000 stakeholders and 50,000 securities p95 <= 200 ms — p99 is reported, which bounds p95; the OCF
 * export streams within 10 s with API RSS growth <= 128 MB). A fresh data directory
 * (.tmp/bench-captable-data; --keep reuses it), the demo data plus the bench rows seeded set-based, the
 * real server, autocannon as captable@demo.test (the demo company's cap-table admin).
 */
const { values: args } = parseArgs({
  options: {
    stakeholders: { type: 'string', default: '10000' },
    securities: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    keep: { type: 'boolean', default: false },
    'quiet-below': { type: 'string', default: '15' },
    'quiet-wait': { type: 'string', default: '120' },
  },
});
const TARGET_P95_MS = 200;
const TARGET_EXPORT_S = 10;
const TARGET_RSS_GROWTH_MB = 128;
const { env, dataDir } = benchEnv('bench-captable-data', await getPort());

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Downloads the OCF export to nowhere while sampling the server's resident memory every 10 ms. */
async function measureExport(url: string, pid: number, token: string) {
  const idle = rssMb(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  const started = Date.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`the export answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  const ms = Date.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  return { idle, peak, growth: peak - idle, ms, bytes };
}

const loadBefore = os.loadavg();
const seedMs = await withDemoDatabase(env, dataDir, args.keep, (db) =>
  seedCapTableBench(db, Number(args.stakeholders), Number(args.securities)),
);
console.log(seedMs ? `Bench cap table seeded in ${(seedMs / 1000).toFixed(1)} s` : 'Bench cap table: kept');
const server = await startServer(env, await getPort());
try {
  const session = await login(server.url, 'captable@demo.test', DEMO_PASSWORD);
  const companies = await fetch(`${server.url}/api/v1/fid/${session.fidId}/captable/companies`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const list = (await companies.json()) as { results: { issuer_id: string; company_name: string }[] };
  const company = list.results.find((c) => c.company_name === 'Northwind Robotics');
  if (!company) throw new Error('captable@demo.test has no cap table of Northwind Robotics');
  const base = `${server.url}/api/v1/fid/${session.fidId}/captable/companies/${company.issuer_id}`;
  const cases = [
    { name: 'summary by class, fully diluted', path: 'summary?definition=FD' },
    { name: 'summary by class, with convertibles', path: 'summary?definition=FD_INCL_CONVERTIBLES' },
    { name: 'fully diluted by stakeholder, page 1', path: 'summary/stakeholders?page=1&itemsPerPage=25' },
    { name: 'fully diluted by stakeholder, page 200', path: 'summary/stakeholders?page=200&itemsPerPage=25' },
    { name: 'securities, issued options, page 1', path: 'securities?status=issued&kind=OP&page=1&itemsPerPage=25' },
  ];
  const results: CaseResult[] = [];
  for (const c of cases) {
    const result = await measureCase(c.name, `${base}/${c.path}`, session.token, {
      serverPid: server.pid,
      connections: Number(args.connections),
      warmupSeconds: Number(args.warmup),
      seconds: Number(args.seconds),
      quietBelow: Number(args['quiet-below']),
      quietWaitSeconds: Number(args['quiet-wait']),
    });
    console.log(`  ${c.name}: ${Math.round(result.result.requestsPerSecond)} req/s, p99 ${result.result.p99} ms`);
    results.push(result);
  }
  console.log(`\n${textTable(results)}\n`);
  console.log(`### Cap table views and OCF export, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`);
  console.log(
    `${machineInfo(loadBefore)}; ${Number(args.stakeholders).toLocaleString('en-US')} stakeholders and ` +
      `${Number(args.securities).toLocaleString('en-US')} issued securities in one cap table, ` +
      `${args.connections} connections.\n`,
  );
  console.log(markdownTable(results));
  for (const { name, result } of results) {
    const verdict = result.p99 <= TARGET_P95_MS && result.non2xx === 0 ? 'met' : 'MISSED';
    console.log(
      `- ${name}: p99 ${result.p99} ms (bounds p95) <= ${TARGET_P95_MS} ms (${verdict}; non-2xx ${result.non2xx})`,
    );
  }
  const ocf = await measureExport(`${base}/ocf/export`, server.pid, session.token);
  const ok = ocf.ms <= TARGET_EXPORT_S * 1000 && ocf.growth <= TARGET_RSS_GROWTH_MB ? 'met' : 'MISSED';
  console.log(
    `- OCF export, ${(ocf.bytes / 1e6).toFixed(1)} MB zip in ${(ocf.ms / 1000).toFixed(1)} s <= ${TARGET_EXPORT_S} s; ` +
      `API RSS ${ocf.idle.toFixed(0)} -> ${ocf.peak.toFixed(0)} MiB, growth ${ocf.growth.toFixed(1)} MiB <= ` +
      `${TARGET_RSS_GROWTH_MB} MiB (${ok})`,
  );
} finally {
  await server.stop();
}
