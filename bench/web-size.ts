/**
 * Initial JavaScript of /pages/login, measured in a real browser: serves the built web app
 * (apps/web/dist) on a loopback port, opens /pages/login in Debian's Chromium, records every
 * JavaScript file the page loads until the network is idle, and sums their gzip sizes.
 * Run after `npm run build:web`: `node --import tsx bench/web-size.ts [--record]`.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const BUDGET_KB = 150;

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
      const body = await readFile(path.join(dist, p.slice('/digital-locker/'.length)));
      return { file: path.basename(p), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
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
  process.exitCode = kb <= BUDGET_KB ? 0 : 1;
}

await main();
