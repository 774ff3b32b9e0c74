#!/usr/bin/env node
// The whole test suite, in the order a failure is cheapest to find: lint, typecheck, web build,
// unit + component tests, API integration tests on a real PostgreSQL, the fuzz stage, then e2e in Chromium.
// Every stage runs even after a failure, so one run shows everything that is wrong.
// Ends with the plain line "N passed, N failed" counted over every test run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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
    // Every operation of the OpenAPI document with hostile input, about a minute (issue 13).
    name: 'fuzz',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--project',
      'fuzz',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.tmp/vitest-fuzz.json',
    ],
    report: { kind: 'vitest', file: 'vitest-fuzz.json' },
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
    // A file whose set-up failed has no failed test, only a failed suite: it still fails the stage.
    if (report.kind === 'vitest')
      return {
        passed: data.numPassedTests,
        failed: data.numFailedTests || (data.success === false || data.numFailedTestSuites > 0 ? 1 : 0),
      };
    return { passed: data.stats.expected + data.stats.flaky, failed: data.stats.unexpected };
  } catch {
    return null;
  }
}

/** A reporter's message without its terminal colours. */
const plain = (text) => stripVTControlCharacters(String(text ?? ''));

/** The failed tests of a stage's report, each as its name and the start of its error. */
function failures(report) {
  try {
    const data = JSON.parse(readFileSync(path.join(tmp, report.file), 'utf8'));
    const found = [];
    if (report.kind === 'vitest') {
      for (const file of data.testResults ?? []) {
        for (const test of file.assertionResults ?? []) {
          if (test.status === 'failed')
            found.push({
              name: `${path.relative(root, file.name)} > ${test.fullName}`,
              error: test.failureMessages?.[0],
            });
        }
      }
      return found;
    }
    const walk = (suite, trail) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const last = test.results?.at(-1);
          found.push({
            name: `${spec.file}:${spec.line} > ${[...trail, spec.title].join(' > ')}`,
            error: last?.error?.message,
          });
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
    };
    for (const suite of data.suites ?? []) walk(suite, []);
    return found;
  } catch {
    return [];
  }
}

/** The suite's budget: CI allows the whole run, installs included, 35 minutes. */
const BUDGET_MINUTES = 30;

const failedTests = [];
const suiteStarted = Date.now();
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
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const c = stage.report ? counts(stage.report) : null;
  // A failed test fails its stage whatever the runner's exit status said.
  const ok = result.status === 0 && !c?.failed;
  if (c) {
    passed += c.passed;
    failed += c.failed;
  }
  if (c?.failed) failedTests.push(...failures(stage.report));
  // A stage that failed without test results (a crash, a lint error) still counts as a failure.
  if (!ok && (!c || c.failed === 0)) failed += 1;
  summary.push(
    `${ok ? 'ok  ' : 'FAIL'} ${stage.name} (${seconds} s)${c ? `: ${c.passed} passed, ${c.failed} failed` : ''}`,
  );
}

// Repeated at the end, where a log read from its tail shows them.
if (failedTests.length > 0) {
  process.stdout.write('\n=== failed tests\n');
  for (const test of failedTests.slice(0, 10)) {
    process.stdout.write(`- ${test.name}\n${plain(test.error).slice(0, 1200).trim().replace(/^/gm, '    ')}\n`);
  }
}
const totalSeconds = Math.round((Date.now() - suiteStarted) / 1000);
summary.push(`     total (${totalSeconds} s)`);
if (totalSeconds > BUDGET_MINUTES * 60) {
  summary.push(
    `WARN the suite took ${(totalSeconds / 60).toFixed(1)} minutes, over its budget of ${BUDGET_MINUTES}: ` +
      'see CONTRIBUTING.md "Test budget" before adding more.',
  );
}
process.stdout.write(`\n=== summary\n${summary.join('\n')}\n\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
