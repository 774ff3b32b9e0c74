import { readFileSync } from 'node:fs';
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
 * `npm run bench:issuer [-- --opportunities 100000 --seconds 10 --warmup 3 --connections 50 --keep]`:
 * the issuer portal's owner-side opportunity list (issue 16 benchmark: p99 <= 50 ms at 50
 * connections over 100,000 opportunities). A fresh data directory (.tmp/bench-issuer-data; --keep
 * reuses it), the demo data plus `opportunities` drafts, reviews and published ones of the demo
 * issuer's company (Northwind Robotics) seeded set-based, the real server, autocannon as
 * issuer@demo.test.
 */
const { values: args } = parseArgs({
  options: {
    opportunities: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    /** The data-room upload's size in MB (10^6 bytes); 0 skips it. */
    'upload-mb': { type: 'string', default: '50' },
    /** Only the upload (the list cases are skipped). */
    'upload-only': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'quiet-below': { type: 'string', default: '15' },
    'quiet-wait': { type: 'string', default: '120' },
  },
});
const OPPORTUNITIES = Number(args.opportunities);
const TARGET_P99_MS = 50;
const { env, dataDir } = benchEnv('bench-issuer-data', await getPort());

const STATUSES = ['Created', 'Ready for Review', 'Pending Review', 'Published', 'Closed'];
const UPLOAD_MB = Number(args['upload-mb']);
const TARGET_RSS_GROWTH_MB = 64;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * A data-room upload of UPLOAD_MB MB streamed from this process (a PDF header, filler, %%EOF: judged a
 * PDF by its first bytes) while the server's resident memory is sampled every 10 ms. Answers the
 * largest growth over the idle size and how long the upload took.
 */
async function measureUpload(serverUrl: string, pid: number, token: string, fidId: string, opportunityId: string) {
  const boundary = `bench${Date.now()}`;
  const head = Buffer.from(
    [
      `--${boundary}\r\nContent-Disposition: form-data; name="doc_class"\r\n\r\nDATA_ROOM\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBench upload\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nBench\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n`,
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    ].join(''),
  );
  const tail = Buffer.from(`\n%%EOF\n\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1_000_000, 0x20);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(head);
      if (sent < mbTotal) {
        controller.enqueue(chunk);
        sent += 1;
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
  const mbTotal = UPLOAD_MB;
  const idle = rssMb(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  const started = Date.now();
  const res = await fetch(`${serverUrl}/api/v1/fid/${fidId}/issuers/opportunities/${opportunityId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
  const ms = Date.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  if (!res.ok) throw new Error(`the upload answered ${res.status}: ${await res.text()}`);
  return { idle, peak, growth: peak - idle, ms };
}

async function seed(): Promise<number> {
  return withDemoDatabase(env, dataDir, args.keep, async (db) => {
    const existing = await sql<{ n: number }>`SELECT count(*)::int AS n FROM opportunity
      WHERE details->>'bench' = 'issuer'`.execute(db);
    if ((existing.rows[0]?.n ?? 0) >= OPPORTUNITIES) return 0;
    const started = Date.now();
    await sql`INSERT INTO opportunity (fiduciary_id, issuer_id, name, short_desc, opportunity_type, type, status,
        size, minimum, details, approval_status, created_on, modified_on)
      SELECT i.fiduciary_id, i.id, 'Bench Raise ' || g, 'Owner-side bench',
        CASE WHEN g % 5 = 4 THEN 'SECONDARY' ELSE 'PRIMARY' END,
        (ARRAY['GENERAL', 'FUND', 'SPV'])[1 + g % 3],
        (${sql.lit(`{${STATUSES.map((s) => `"${s}"`).join(',')}}`)}::text[])[1 + g % 5],
        (1000000 + (g % 50) * 100000)::numeric, (10000 + (g % 20) * 5000)::numeric,
        jsonb_build_object('bench', 'issuer'),
        CASE (1 + g % 5) WHEN 3 THEN 'PENDING' WHEN 4 THEN 'APPROVED' WHEN 5 THEN 'APPROVED' ELSE 'NA' END,
        now() - (g || ' minutes')::interval, now() - (g || ' seconds')::interval
      FROM generate_series(1, ${OPPORTUNITIES}) g
      CROSS JOIN (SELECT id, fiduciary_id FROM issuer WHERE name = 'Northwind Robotics' LIMIT 1) i`.execute(db);
    await sql`VACUUM ANALYZE opportunity`.execute(db);
    return Date.now() - started;
  });
}

const loadBefore = os.loadavg();
const seedMs = await seed();
console.log(seedMs ? `Bench opportunities seeded in ${(seedMs / 1000).toFixed(1)} s` : 'Bench opportunities: kept');
const server = await startServer(env, await getPort());
try {
  const session = await login(server.url, 'issuer@demo.test', DEMO_PASSWORD);
  const list = `${server.url}/api/v1/fid/${session.fidId}/issuers/opportunities`;
  const cases = [
    { name: 'owner list, page 1', query: 'page=1&itemsPerPage=10' },
    { name: 'owner list, Published, page 3', query: 'page=3&itemsPerPage=10&status=Published' },
    { name: 'owner list, name fragment', query: 'page=1&itemsPerPage=10&opportunity_name=raise%204242' },
    {
      name: 'owner list, minimum range, by size',
      query: 'page=1&itemsPerPage=50&minimum_gte=20000&minimum_lte=40000&ordering=-size',
    },
  ];
  const results: CaseResult[] = [];
  for (const c of args['upload-only'] ? [] : cases) {
    const result = await measureCase(c.name, `${list}?${c.query}`, session.token, {
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
  console.log(`### Issuer owner-side list, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`);
  console.log(
    `${machineInfo(loadBefore)}; ${OPPORTUNITIES.toLocaleString('en-US')} seeded opportunities of one company.\n`,
  );
  console.log(markdownTable(results));
  for (const { name, result } of results) {
    const verdict = result.p99 <= TARGET_P99_MS && result.non2xx === 0 ? 'met' : 'MISSED';
    console.log(`- ${name}: p99 ${result.p99} ms <= ${TARGET_P99_MS} ms (${verdict}; non-2xx ${result.non2xx})`);
  }

  if (UPLOAD_MB > 0) {
    const drafts = await fetch(`${list}?page=1&itemsPerPage=1&status=Created`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const draft = ((await drafts.json()) as { results: { id: string }[] }).results[0];
    if (!draft) throw new Error('no draft of the demo company to upload to');
    const upload = await measureUpload(server.url, server.pid, session.token, session.fidId, draft.id);
    const verdict = upload.growth <= TARGET_RSS_GROWTH_MB ? 'met' : 'MISSED';
    console.log(
      `- data-room upload of ${UPLOAD_MB} MB in ${(upload.ms / 1000).toFixed(1)} s: API RSS ${upload.idle.toFixed(0)} -> ` +
        `${upload.peak.toFixed(0)} MiB, growth ${upload.growth.toFixed(1)} MiB <= ${TARGET_RSS_GROWTH_MB} MiB (${verdict})`,
    );
  }
} finally {
  await server.stop();
}
