import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import { loadConfig } from '../apps/api/src/config.ts';
import { connectDatabase } from '../apps/api/src/db/connect.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { loadPlatformCertificate } from '../apps/api/src/platform/platform-certificate.ts';
import { localDiskStorage } from '../apps/api/src/platform/storage.ts';
import { seedDemo } from '../apps/api/src/seed/demo.ts';
import { LARGE_PORTFOLIO_INVESTOR, seedLargePortfolio } from '../apps/api/src/seed/large.ts';
import { getList, login } from './api.ts';
import { measureCase } from './measure.ts';
import { type CaseResult, machineInfo, textTable } from './report.ts';
import { repoRoot, startServer } from './server.ts';

/**
 * `node --import tsx bench/portfolio.ts [--seconds 10 --connections 50]`: the portfolio and the
 * transactions list (GET investments) of an investor holding 5,000 investments (issue 5 target:
 * p99 <= 50 ms at 50 connections). Its own data directory (demo data + seedLargePortfolio), so it
 * never touches the API bench's database; run it alone on the machine.
 */
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    'quiet-below': { type: 'string', default: '15' },
    'quiet-wait': { type: 'string', default: '120' },
  },
});
const P99_TARGET_MS = 50;
const connections = Number(args.connections);

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: path.join(repoRoot, '.tmp/bench-portfolio-data'),
  EMBEDDED_PG_PORT: String(await getPort()),
  LOG_LEVEL: 'warn',
  ACCESS_TOKEN_TTL_SECONDS: '3600',
  DEMO_DATA: 'true',
};
delete env.DATABASE_URL;

async function seed(): Promise<void> {
  const config = loadConfig(env);
  const handle = await connectDatabase(config, () => undefined);
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, {
      storage: localDiskStorage(path.join(config.DATA_DIR, 'files')),
      certificate: () => loadPlatformCertificate(config.DATA_DIR),
    });
    const created = await seedLargePortfolio(handle.db);
    console.log(created ? 'Portfolio data created' : 'Portfolio data: already present');
  } finally {
    await handle.close();
  }
}

const loadBefore = os.loadavg();
await seed();
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

try {
  const session = await login(server.url, LARGE_PORTFOLIO_INVESTOR, 'Demo!2345');
  const base = `${server.url}/api/v1/fid/${session.fidId}`;
  const positions = await getList(`${base}/portfolio?limit=1`, session.token);
  const investments = await getList(`${base}/investments?limit=1`, session.token);
  console.log(`Server ${server.url}: ${positions.count} positions, ${investments.count} investments`);
  const cases = [
    { name: 'portfolio page 1', url: `${base}/portfolio?page=1&limit=10` },
    { name: 'portfolio page 250 by cost', url: `${base}/portfolio?page=250&limit=10&ordering=-cost` },
    { name: 'portfolio sector filter', url: `${base}/portfolio?sector=Fintech&page=1&limit=10` },
    { name: 'transactions page 1', url: `${base}/investments?page=1&limit=10` },
    { name: 'transactions page 250', url: `${base}/investments?page=250&limit=10` },
    { name: 'investment stats', url: `${base}/investors/investments/stats` },
  ];
  const results: CaseResult[] = [];
  for (const c of cases.filter((k) => !args.only || k.name.includes(args.only))) {
    const measured = await measure(c.name, c.url, session.token);
    results.push(measured);
    console.log(`  ${c.name}: ${Math.round(measured.result.requestsPerSecond)} req/s, p99 ${measured.result.p99} ms`);
  }
  console.log(`\n${machineInfo(loadBefore)}\n\n${textTable(results)}\n`);
  for (const r of results) {
    const ok = r.result.p99 <= P99_TARGET_MS;
    console.log(`${r.name}: p99 ${r.result.p99} ms <= ${P99_TARGET_MS} ms (${ok ? 'met' : 'MISSED'})`);
  }
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
