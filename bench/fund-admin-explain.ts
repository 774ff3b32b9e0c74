import type { InvestorFilters } from '@dl/contracts';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../apps/api/src/db/schema.ts';
import { findInvestmentPage, countInvestments } from '../apps/api/src/modules/investments/investments.repository.ts';
import { listDirectory, totalsFor } from '../apps/api/src/modules/investor-directory/investor-directory.repository.ts';
import {
  countDealsWaiting,
  countInvestorsByCity,
  countInvitationsByStatus,
  countOpportunitiesAwaitingApproval,
  countUnansweredQuestions,
  sumCapitalCalled,
  sumCapitalReceived,
} from '../apps/api/src/modules/fund-dashboard/fund-dashboard.repository.ts';

/**
 * `--explain`: the list and dashboard queries exactly as the API builds them (the repositories run on
 * a Kysely that records each statement), each then run under EXPLAIN (ANALYZE, BUFFERS). Prints every
 * plan and a summary of the nodes that read or sort a whole table.
 */
interface Recorded {
  label: string;
  query: CompiledQuery;
}

export interface ExplainTargets {
  fiduciaryId: string;
  opportunityId: string;
  /** The call opportunity: its deals are the tenant's oldest (the far end of the created_on index). */
  callOpportunityId: string;
  investorFilters: InvestorFilters;
}

async function record(log: Recorded[], label: string, run: () => Promise<unknown>) {
  const from = log.length;
  await run();
  for (const r of log.slice(from)) r.label = label;
}

export async function explainListQueries(url: string, t: ExplainTargets): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle client that loses its server must not end the process (the error reaches the caller).
  pool.on('error', () => undefined);
  const log: Recorded[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') log.push({ label: '', query: event.query });
    },
  });
  const fid = t.fiduciaryId;
  const page = { page: 1, limit: 10 };
  try {
    await record(log, 'investors page 1 (-created)', async () => {
      const { rows } = await listDirectory(db, {
        fiduciaryId: fid,
        filters: {},
        order: { field: 'created', descending: true },
        ...page,
      });
      await totalsFor(
        db,
        fid,
        rows.flatMap((r) => (r.entity_id ? [r.entity_id] : [])),
      );
    });
    await record(log, 'investors filtered + sorted', () =>
      listDirectory(db, {
        fiduciaryId: fid,
        filters: t.investorFilters,
        order: { field: 'committed', descending: true },
        ...page,
      }),
    );
    await record(log, 'deals page 1', () =>
      Promise.all([
        countInvestments(db, { fiduciaryId: fid }),
        findInvestmentPage(db, { fiduciaryId: fid }, { limit: 10, offset: 0 }),
      ]),
    );
    await record(log, 'deals by opportunity', () =>
      Promise.all([
        countInvestments(db, { fiduciaryId: fid, opportunityId: t.opportunityId }),
        findInvestmentPage(db, { fiduciaryId: fid, opportunityId: t.opportunityId }, { limit: 10, offset: 0 }),
      ]),
    );
    await record(log, 'deals of the call opportunity', () =>
      findInvestmentPage(db, { fiduciaryId: fid, opportunityId: t.callOpportunityId }, { limit: 10, offset: 0 }),
    );
    await record(log, 'dashboard stats', () =>
      Promise.all([
        countInvitationsByStatus(db, fid),
        countOpportunitiesAwaitingApproval(db, fid),
        countDealsWaiting(db, fid),
        sumCapitalCalled(db, fid),
        sumCapitalReceived(db, fid),
        countUnansweredQuestions(db, fid),
      ]),
    );
    await record(log, 'dashboard locations', () => countInvestorsByCity(db, fid));

    const out: string[] = [];
    const flagged: string[] = [];
    for (const { label, query } of log) {
      const explain = `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`;
      const params = [...query.parameters];
      await pool.query(explain, params); // warm the cache; the second run is the one shown
      const result = await pool.query<{ 'QUERY PLAN': string }>(explain, params);
      const plan = result.rows.map((r) => r['QUERY PLAN']);
      out.push(`### ${label}\n\n${query.sql}\n\n${plan.join('\n')}\n`);
      for (const line of plan) {
        const rows = Number(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(line)?.[1] ?? 0);
        const wholeScan = /Seq Scan on/.test(line) && rows >= 1000;
        if (wholeScan || /\bSort\s+\(cost|Sort Method/.test(line)) flagged.push(`${label}: ${line.trim()}`);
      }
      const time = plan.find((l) => l.startsWith('Execution Time'));
      flagged.push(`${label}: ${time ?? ''} (${query.sql.slice(0, 60).replace(/\s+/g, ' ')}...)`);
    }
    return [
      ...out,
      '### Summary: execution times, sorts, and sequential scans returning 1,000 rows or more',
      '',
      ...flagged.map((f) => `- ${f}`),
    ].join('\n');
  } finally {
    await db.destroy();
  }
}
