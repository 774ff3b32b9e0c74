import os from 'node:os';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo-values.ts';
import { login } from './api.ts';
import { measureCase } from './measure.ts';
import { type CaseResult, machineInfo, markdownTable, textTable } from './report.ts';
import { withDemoDatabase } from './seed-demo.ts';
import { benchEnv, startServer } from './server.ts';

/**
 * `npm run bench:provider [-- --users 100000 --seconds 10 --warmup 3 --connections 50 --keep]`: the
 * provider's user search across every tenant (issue 18 benchmark: p99 <= 50 ms at 50 connections).
 * A fresh data directory (.tmp/bench-provider-data; --keep reuses it), the demo data plus `users`
 * accounts over 20 tenants seeded set-based (names from a small list, so a name fragment matches
 * many, an e-mail fragment few), the real server, autocannon as provider@demo.test.
 */
const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
    'quiet-below': { type: 'string', default: '15' },
    'quiet-wait': { type: 'string', default: '120' },
  },
});
const USERS = Number(args.users);
const TARGET_P99_MS = 50;
const { env, dataDir } = benchEnv('bench-provider-data', await getPort());

const FIRST = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lea', 'Max', 'Noa'];
const LAST = ['Smith', 'Okafor', 'Garcia', 'Nguyen', 'Keller', 'Rossi', 'Tanaka', 'Dubois', 'Larsen', 'Moreau'];

async function seed(): Promise<number> {
  return withDemoDatabase(env, dataDir, args.keep, async (db) => {
    const existing = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM app_user WHERE email LIKE 'bench-%'`.execute(db);
    if ((existing.rows[0]?.n ?? 0) >= USERS) return 0;
    const started = Date.now();
    await sql`INSERT INTO fiduciary (slug, name, branding)
      SELECT 'bench-' || g, 'Bench Fund ' || g, '{}'::jsonb FROM generate_series(1, 20) g
      ON CONFLICT DO NOTHING`.execute(db);
    await sql`INSERT INTO app_user (email, password_hash, first_name, last_name, trellis_uid, profile_details, created_on)
      SELECT 'bench-' || g || '@user' || (g % 97) || '.test', NULL,
        (${sql.lit(`{${FIRST.join(',')}}`)}::text[])[1 + g % ${sql.lit(FIRST.length)}],
        (${sql.lit(`{${LAST.join(',')}}`)}::text[])[1 + (g / 7) % ${sql.lit(LAST.length)}],
        'USR-bench-' || g, '{}'::jsonb, now() - (g || ' minutes')::interval
      FROM generate_series(1, ${USERS}) g`.execute(db);
    await sql`INSERT INTO membership (fiduciary_id, user_id, role)
      SELECT f.id, u.id, 'fiduciary_editor'
      FROM app_user u JOIN fiduciary f ON f.slug = 'bench-' || (1 + substr(u.trellis_uid, 11)::int % 20)
      WHERE u.email LIKE 'bench-%'`.execute(db);
    await sql`VACUUM ANALYZE app_user`.execute(db);
    await sql`VACUUM ANALYZE membership`.execute(db);
    return Date.now() - started;
  });
}

const loadBefore = os.loadavg();
const seedMs = await seed();
console.log(seedMs ? `Bench users seeded in ${(seedMs / 1000).toFixed(1)} s` : 'Bench users: kept');
const server = await startServer(env, await getPort());
try {
  const base = `${server.url}/api/v1`;
  const session = await login(server.url, 'provider@demo.test', DEMO_PASSWORD);
  const cases = [
    { name: 'users, no search, page 1', query: 'page=1&limit=10' },
    { name: 'users, e-mail fragment (few)', query: 'search=bench-4242%40&limit=10' },
    { name: 'users, name fragment (many)', query: 'search=hana%20okafor&limit=10' },
    { name: 'users, common fragment', query: 'search=smith&limit=10' },
  ];
  const results: CaseResult[] = [];
  for (const c of cases) {
    const result = await measureCase(c.name, `${base}/admin/users?${c.query}`, session.token, {
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
  console.log(`### Provider user search, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`);
  console.log(`${machineInfo(loadBefore)}; ${USERS.toLocaleString('en-US')} seeded users over 20 tenants.\n`);
  console.log(markdownTable(results));
  for (const { name, result } of results) {
    const verdict = result.p99 <= TARGET_P99_MS && result.non2xx === 0 ? 'met' : 'MISSED';
    console.log(`- ${name}: p99 ${result.p99} ms <= ${TARGET_P99_MS} ms (${verdict}; non-2xx ${result.non2xx})`);
  }
} finally {
  await server.stop();
}
