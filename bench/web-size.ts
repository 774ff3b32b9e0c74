/**
 * Initial JavaScript of /pages/login, measured in a real browser: serves the built web app
 * (apps/web/dist) on a loopback port, opens /pages/login in Debian's Chromium, records every
 * JavaScript file the page loads until the network is idle, and sums their gzip sizes. Also fails
 * when a package the login page must do without (ARCHITECTURE.md, "Web app") is among the sources
 * of those files.
 * Run after `npm run build:web`: `node --import tsx bench/web-size.ts [--record [--note "what changed"]]`;
 * `--record` adds a row to the table of BENCHMARKS.md ("Web: initial JavaScript of /pages/login").
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const BUDGET_KB = 150;
/** Loaded by the pages that need them, never by Login: zod, the form library, TanStack Query. */
const NOT_ON_LOGIN = /node_modules\/(zod|react-hook-form|@hookform\/resolvers|@tanstack\/[^/]+)\//;
const SECTION = '## Web: initial JavaScript of /pages/login';

const { values: args } = parseArgs({
  options: { record: { type: 'boolean', default: false }, note: { type: 'string' } },
});

const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function serve() {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const asset = url.pathname.startsWith('/digital-locker/') ? url.pathname.slice('/digital-locker/'.length) : null;
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(503).end(); // no API: the page falls back to built-in branding
      return;
    }
    try {
      const file = asset ? path.join(dist, asset) : path.join(dist, 'index.html');
      if (!file.startsWith(dist)) throw new Error('outside');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'text/html' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
}

async function main() {
  const server = serve();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const scripts = new Set<string>();
  try {
    const page = await browser.newPage();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${port}/pages/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Log in' }).waitFor();
  } finally {
    await browser.close();
    server.close();
  }
  const rows = await Promise.all(
    [...scripts].sort().map(async (p) => {
      const file = path.join(dist, p.slice('/digital-locker/'.length));
      const body = await readFile(file);
      const sources = await sourcesOf(file);
      return { file: path.basename(p), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, sources };
    }),
  );
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  for (const r of rows)
    console.log(
      `${r.file.padEnd(40)} ${(r.raw / 1024).toFixed(1).padStart(8)} KB  ${(r.gzip / 1024).toFixed(1).padStart(7)} KB gz`,
    );
  const kb = total / 1024;
  console.log(
    `\nInitial JavaScript of /pages/login: ${kb.toFixed(1)} KB gzipped in ${rows.length} files (budget ${BUDGET_KB} KB)`,
  );
  const unwanted = [...new Set(rows.flatMap((r) => r.sources).flatMap((s) => NOT_ON_LOGIN.exec(s)?.[1] ?? []))];
  if (unwanted.length > 0) console.log(`Loaded by Login but should not be: ${unwanted.join(', ')}`);
  if (args.record) await record(`${kb.toFixed(1)} KB`, rows.length, kb <= BUDGET_KB);
  process.exitCode = kb <= BUDGET_KB && unwanted.length === 0 ? 0 : 1;
}

/** The module paths a built file was made from, read from its source map (none without one). */
async function sourcesOf(file: string): Promise<string[]> {
  try {
    const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { sources?: string[] };
    return map.sources ?? [];
  } catch {
    return [];
  }
}

/** Adds a row (date, commit and note, files, size, budget) to the table of the web-size section. */
async function record(size: string, files: number, isMet: boolean): Promise<void> {
  const file = path.join(root, 'BENCHMARKS.md');
  const lines = (await readFile(file, 'utf8')).split('\n');
  const section = lines.indexOf(SECTION);
  const header = lines.findIndex((line, i) => i > section && line.startsWith('| date |'));
  if (section === -1 || header === -1) throw new Error(`BENCHMARKS.md has no table under "${SECTION}"`);
  let last = header;
  while (lines[last + 1]?.startsWith('|')) last += 1;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const date = new Date().toISOString().slice(0, 10);
  const label = args.note ? `${commit} (${args.note})` : commit;
  lines.splice(last + 1, 0, `| ${date} | ${label} | ${files} | ${size} | ${isMet ? 'met' : 'missed'} |`);
  await writeFile(file, lines.join('\n'));
  console.log(`Recorded in BENCHMARKS.md: ${size} (${isMet ? 'met' : 'missed'})`);
}

await main();
