#!/usr/bin/env node
// The whole test suite, in the order a failure is cheapest to find: lint, typecheck, web build,
// unit + component tests, API integration tests on a real PostgreSQL, then e2e in Chromium.
// Every stage runs even after a failure, so one run shows everything that is wrong.
// Ends with the plain line "N passed, N failed" counted over every test run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

const stages = [
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  { name: 'build web', cmd: 'npm', args: ['run', 'build:web'], env: { NODE_ENV: 'production' } },
  {
    name: 'unit and component tests',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'web',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.tmp/vitest-unit.json',
    ],
    report: { kind: 'vitest', file: 'vitest-unit.json' },
  },
  {
    name: 'API integration tests',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--project',
      'api',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.tmp/vitest-api.json',
    ],
    report: { kind: 'vitest', file: 'vitest-api.json' },
  },
  {
    name: 'e2e (Chromium)',
    cmd: 'npx',
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(tmp, 'playwright.json') },
    report: { kind: 'playwright', file: 'playwright.json' },
  },
];

function counts(report) {
  try {
    const data = JSON.parse(readFileSync(path.join(tmp, report.file), 'utf8'));
    if (report.kind === 'vitest') return { passed: data.numPassedTests, failed: data.numFailedTests };
    return { passed: data.stats.expected + data.stats.flaky, failed: data.stats.unexpected };
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
const summary = [];
for (const stage of stages) {
  if (stage.report) rmSync(path.join(tmp, stage.report.file), { force: true });
  const started = Date.now();
  process.stdout.write(`\n=== ${stage.name}\n`);
  const result = spawnSync(stage.cmd, stage.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...stage.env },
  });
  const ok = result.status === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const c = stage.report ? counts(stage.report) : null;
  if (c) {
    passed += c.passed;
    failed += c.failed;
  }
  // A stage that failed without test results (a crash, a lint error) still counts as a failure.
  if (!ok && (!c || c.failed === 0)) failed += 1;
  summary.push(
    `${ok ? 'ok  ' : 'FAIL'} ${stage.name} (${seconds} s)${c ? `: ${c.passed} passed, ${c.failed} failed` : ''}`,
  );
}

process.stdout.write(`\n=== summary\n${summary.join('\n')}\n\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
