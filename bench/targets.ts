import type { CaseResult } from './report.ts';

/** The Foundation issue's targets on a 2-core machine. */
export const TARGETS = { listRequestsPerSecond: 3000, listP99Ms: 25, keysetP99Growth: 0.2 } as const;

export const CASE_NAMES = {
  profile: 'profile',
  firstPage: 'list page 1',
  keyset: (row: number) => `list keyset after row ${row.toLocaleString('en-US')}`,
  offset: (page: number) => `list offset page ${page}`,
} as const;

/** One line per target, saying whether it was met. */
export function verdict(cases: CaseResult[]): string[] {
  const first = cases.find((c) => c.name === CASE_NAMES.firstPage)?.result;
  const keyset = cases.find((c) => c.name.startsWith('list keyset'))?.result;
  if (!first || !keyset) return [];
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const rps = Math.round(first.requestsPerSecond);
  const growth = first.p99 > 0 ? keyset.p99 / first.p99 - 1 : 0;
  return [
    `list >= ${TARGETS.listRequestsPerSecond} req/s: ${rps} (${mark(rps >= TARGETS.listRequestsPerSecond)})`,
    `list p99 <= ${TARGETS.listP99Ms} ms: ${first.p99} ms (${mark(first.p99 <= TARGETS.listP99Ms)})`,
    `keyset depth changes p99 by <= ${TARGETS.keysetP99Growth * 100}%: ${first.p99} -> ${keyset.p99} ms, ` +
      `${growth >= 0 ? '+' : ''}${Math.round(growth * 100)}% (${mark(growth <= TARGETS.keysetP99Growth)})`,
  ];
}
