/**
 * The web app as a browser receives it, on the real server (`apps/api/src/server.ts` with the demo
 * data in `.tmp/bench-web-data`) in Debian's Chromium:
 * - the initial JavaScript of /pages/login: every script the page loads until the network is idle,
 *   summed gzipped (level 9) against the budget; fails when a package the login page must do without
 *   (ARCHITECTURE.md, "Web app") is among their sources;
 * - what /pages/login transfers: the bytes on the wire (encoded bodies) against the files' own sizes;
 * - the dashboard's first full load: the demo investor, logged in, opens /digital-locker/ with an
 *   empty cache; from the navigation's start to the end of the last response of the page (documents,
 *   scripts, styles, API calls), median of 5.
 * Run after `npm run build:web`: `node --import tsx bench/web-size.ts [--record [--note "what changed"]]`;
 * `--record` adds rows to the two web tables of BENCHMARKS.md.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import getPort from 'get-port';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo-values.ts';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium.ts';
import { benchEnv, startServer } from './server.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const BUDGET_KB = 150;
const DASHBOARD_TARGET_MS = 1_000;
const LOADS = 5;
/** Loaded by the pages that need them, never by Login: zod, the form library, TanStack Query. */
const NOT_ON_LOGIN = /node_modules\/(zod|react-hook-form|@hookform\/resolvers|@tanstack\/[^/]+)\//;
const SIZE_SECTION = '## Web: initial JavaScript of /pages/login';
const LOAD_SECTION = '## Web: what a browser receives';
const INVESTOR = 'investor@demo.test';

const { values: args } = parseArgs({
  options: { record: { type: 'boolean', default: false }, note: { type: 'string' } },
});

/** Opens /pages/login with an empty cache: the scripts it loads and what every response weighed. */
async function loginPage(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set<string>();
  const responses: Promise<{ wire: number; body: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    responses.push(
      Promise.all([request.sizes(), request.response().then((r) => r?.body().catch(() => null))]).then(
        ([sizes, body]) => ({ wire: sizes.responseBodySize + sizes.responseHeadersSize, body: body?.length ?? 0 }),
      ),
    );
  });
  await page.goto(`${url}/pages/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  const sizes = await Promise.all(responses);
  await context.close();
  return {
    scripts,
    requests: sizes.length,
    wire: sizes.reduce((sum, r) => sum + r.wire, 0),
    body: sizes.reduce((sum, r) => sum + r.body, 0),
  };
}

/** The investor's session, from logging in through the page once. */
async function investorSession(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/pages/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(INVESTOR);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('profile-name').waitFor();
  const session = await page.evaluate<string | null>("window.localStorage.getItem('dl.auth')");
  await context.close();
  if (!session) throw new Error('the login left no session');
  return session;
}

/** One cold load of the dashboard: navigation start to the end of the page's last response, in ms. */
async function dashboardLoad(browser: Browser, url: string, session: string): Promise<number> {
  const context = await browser.newContext();
  await context.addInitScript(`window.localStorage.setItem('dl.auth', ${JSON.stringify(session)})`);
  const page = await context.newPage();
  await page.goto(`${url}/digital-locker/`);
  // Loaded: the heading and the profile are there, no card still shows a loader, the network is quiet.
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.getByTestId('profile-name').waitFor();
  const loaders = page.locator('.mantine-Loader-root, .mantine-Skeleton-root');
  while ((await loaders.count()) > 0) await page.waitForTimeout(10);
  await page.waitForLoadState('networkidle');
  // Milliseconds from the navigation's start; the page's own code is browser code, given as text.
  const ms = await page.evaluate<number>(
    "Math.max(...performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource')).map((e) => e.responseEnd))",
  );
  await context.close();
  return Math.round(ms);
}

async function main() {
  const { env } = benchEnv('bench-web-data', await getPort());
  const server = await startServer({ ...env, WEB_DIST_DIR: dist }, await getPort());
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  let login: Awaited<ReturnType<typeof loginPage>>;
  const loads: number[] = [];
  try {
    await loginPage(browser, server.url); // the server's first answers warm its caches
    login = await loginPage(browser, server.url);
    const session = await investorSession(browser, server.url);
    await dashboardLoad(browser, server.url, session);
    for (let i = 0; i < LOADS; i += 1) loads.push(await dashboardLoad(browser, server.url, session));
  } finally {
    await browser.close();
    await server.stop();
  }
  const rows = await Promise.all(
    [...login.scripts].sort().map(async (p) => {
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
  const wireKb = `${(login.wire / 1024).toFixed(1)} KB`;
  const bodyKb = `${(login.body / 1024).toFixed(1)} KB`;
  console.log(`/pages/login transfers ${wireKb} (headers included) for ${bodyKb} of files, ${login.requests} requests`);
  const sorted = [...loads].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const range = `${sorted[0]}-${sorted.at(-1)} ms`;
  console.log(
    `Dashboard first full load: median ${median} ms of ${LOADS} (${range}), target ${DASHBOARD_TARGET_MS} ms`,
  );
  const sizeMet = kb <= BUDGET_KB && unwanted.length === 0;
  if (args.record) {
    await record(SIZE_SECTION, [String(rows.length), `${kb.toFixed(1)} KB`, sizeMet ? 'met' : 'missed']);
    const loadMet = median <= DASHBOARD_TARGET_MS ? 'met' : 'missed';
    await record(LOAD_SECTION, [wireKb, bodyKb, String(login.requests), `${median} ms`, range, loadMet]);
  }
  process.exitCode = sizeMet ? 0 : 1;
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

/** Adds a row (date, commit and note, then `cells`) to the table under `section` in BENCHMARKS.md. */
async function record(section: string, cells: string[]): Promise<void> {
  const file = path.join(root, 'BENCHMARKS.md');
  const lines = (await readFile(file, 'utf8')).split('\n');
  const at = lines.indexOf(section);
  const header = lines.findIndex((line, i) => i > at && line.startsWith('| date |'));
  if (at === -1 || header === -1) throw new Error(`BENCHMARKS.md has no table under "${section}"`);
  let last = header;
  while (lines[last + 1]?.startsWith('|')) last += 1;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const date = new Date().toISOString().slice(0, 10);
  const label = args.note ? `${commit} (${args.note})` : commit;
  lines.splice(last + 1, 0, `| ${date} | ${label} | ${cells.join(' | ')} |`);
  await writeFile(file, lines.join('\n'));
  console.log(`Recorded in BENCHMARKS.md under "${section}"`);
}

await main();
