import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CpuShares } from './cpu.ts';
import type { LoadResult } from './load.ts';
import { repoRoot } from './server.ts';

export interface CaseResult {
  name: string;
  result: LoadResult;
  cpu: CpuShares | null;
}

const HEADER = [
  'case',
  'req/s',
  'p50 ms',
  'p99 ms',
  'max ms',
  'errors',
  'non-2xx',
  'CPU µs/req api+pg',
  'CPU % api/pg/load/other',
];

function row(c: CaseResult): string[] {
  const r = c.result;
  const cpu = c.cpu ? `${c.cpu.api}/${c.cpu.postgres}/${c.cpu.load}/${c.cpu.other}` : 'n/a';
  // Percent of a core -> microseconds of CPU per request: steadier than req/s on a busy machine.
  const perRequest = (pct: number) => Math.round((pct / 100) * (1_000_000 / r.requestsPerSecond));
  const cost = c.cpu ? `${perRequest(c.cpu.api)}+${perRequest(c.cpu.postgres)}` : 'n/a';
  return [
    c.name,
    Math.round(r.requestsPerSecond).toLocaleString('en-US'),
    `${r.p50}`,
    `${r.p99}`,
    `${r.max}`,
    `${r.errors}`,
    `${r.non2xx}`,
    cost,
    cpu,
  ];
}

export function textTable(cases: CaseResult[]): string {
  const rows = [HEADER, ...cases.map(row)];
  const widths = HEADER.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(HEADER), widths.map((w) => '-'.repeat(w)).join('  '), ...cases.map((c) => line(row(c)))].join('\n');
}

export function markdownTable(cases: CaseResult[]): string {
  const line = (r: string[]) => `| ${r.join(' | ')} |`;
  const align = HEADER.map((_, i) => (i === 0 ? '---' : '---:'));
  return [line(HEADER), line(align), ...cases.map((c) => line(row(c)))].join('\n');
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

export function machineInfo(loadBefore: number[]): string {
  const cpus = os.cpus();
  const commit = git(['rev-parse', '--short', 'HEAD']) || 'unknown';
  const dirty = git(['status', '--porcelain', '--', 'apps/api/src', 'packages']) ? ' + uncommitted changes' : '';
  return [
    `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    `Node ${process.version}, ${os.type()} ${os.release()}`,
    `commit ${commit}${dirty}`,
    `load average before the run ${loadBefore.map((n) => n.toFixed(2)).join(' / ')}`,
  ].join('; ');
}

/** The API runs live under this heading; other sections of the file belong to other benchmarks. */
const RUNS_HEADING = '## API runs (`npm run bench`)';

/**
 * Adds a dated section at the end of the API runs (the file and the heading are created if missing),
 * before any section that follows them.
 */
export async function recordRun(args: { cases: CaseResult[]; setup: string; machine: string; verdict: string[] }) {
  const file = path.join(repoRoot, 'BENCHMARKS.md');
  let text = (await readFile(file, 'utf8').catch(() => '# Benchmarks\n')).trimEnd();
  if (!text.includes(`\n${RUNS_HEADING}\n`)) text += `\n\n${RUNS_HEADING}\n`;
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = [
    `### Run ${stamp} UTC\n`,
    `${args.machine}.`,
    `${args.setup}.\n`,
    markdownTable(args.cases),
    '',
    ...args.verdict.map((v) => `- ${v}`),
  ].join('\n');
  const runsAt = text.indexOf(`\n${RUNS_HEADING}\n`);
  const nextSection = text.indexOf('\n## ', runsAt + RUNS_HEADING.length + 1);
  const end = nextSection === -1 ? text.length : nextSection;
  const updated = `${text.slice(0, end).trimEnd()}\n\n${section}\n${nextSection === -1 ? '' : `\n${text.slice(end).trimStart()}\n`}`;
  await writeFile(file, updated);
}
