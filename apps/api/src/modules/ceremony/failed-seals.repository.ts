import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { SigningSubjectKind } from '#api/db/schema.ts';
import { JOB_SCHEMA } from '#api/platform/jobs/index.ts';
import { SEAL_JOB_KIND } from './seal-job-kind.ts';

/** pg-boss's job table (its schema is not typed in db/schema.ts, ADR 0024). */
const jobs = sql.table(`${JOB_SCHEMA}.job`);

interface FailedSealRow {
  job_id: string;
  session_id: string;
  subject_kind: SigningSubjectKind;
  subject_id: string;
  investment_id: string | null;
  opportunity_name: string | null;
  entity_name: string | null;
  signer_name: string;
  error: string | null;
  attempts: number;
  failed_on: Date;
}

/**
 * The seal jobs of a tenant that pg-boss gave up, with their session and what it signs. A failure
 * that a later signature of the same document overtook (the signer signed again, and that one is
 * sealed or being sealed) no longer needs anyone: it is left out. pg-boss keeps only recent
 * completed jobs beside the failed ones (it archives completed jobs within a day), so the seal
 * queue's partition stays small and the filter on state is cheap.
 */
const failedSealsFrom = (fiduciaryId: string) => sql`
  FROM ${jobs} j
  JOIN signing_session s ON s.id = (j.data->'payload'->>'session_id')::uuid AND s.fiduciary_id = ${fiduciaryId}`;

const failedSealsWhere = (fiduciaryId: string) => sql`
  WHERE j.name = ${SEAL_JOB_KIND} AND j.state = 'failed' AND j.data->>'fiduciary_id' = ${fiduciaryId}
    AND NOT EXISTS (
      SELECT 1 FROM signing_session later
      WHERE later.subject_id = s.subject_id AND later.subject_kind = s.subject_kind
        AND later.created_on > s.created_on AND later.status IN ('SUBMITTED', 'SEALED')
    )`;

export async function countFailedSeals(db: Executor, fiduciaryId: string): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`SELECT count(*) AS n ${failedSealsFrom(fiduciaryId)} ${failedSealsWhere(fiduciaryId)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export async function findFailedSealPage(
  db: Executor,
  fiduciaryId: string,
  page: { limit: number; offset: number },
): Promise<FailedSealRow[]> {
  const { rows } = await sql<FailedSealRow>`
    SELECT j.id AS job_id, s.id AS session_id, s.subject_kind, s.subject_id,
      i.id AS investment_id, o.name AS opportunity_name, e.name AS entity_name,
      trim(u.first_name || ' ' || u.last_name) AS signer_name,
      COALESCE(j.output->>'message', j.output->'value'->>'message', j.output->>'value', s.last_error) AS error,
      j.retry_count + 1 AS attempts,
      COALESCE(j.completed_on, s.completed_on, j.created_on) AS failed_on
    ${failedSealsFrom(fiduciaryId)}
    JOIN app_user u ON u.id = s.user_id
    LEFT JOIN investment i ON s.subject_kind IN ('DEAL', 'DEAL_COUNTERSIGN') AND i.id = s.subject_id
    LEFT JOIN nda n ON s.subject_kind IN ('NDA', 'NDA_COUNTERSIGN') AND n.id = s.subject_id
    LEFT JOIN opportunity o ON o.id = COALESCE(i.opportunity_id, n.opportunity_id)
    LEFT JOIN investing_entity e ON e.id = COALESCE(i.entity_id, n.entity_id)
    ${failedSealsWhere(fiduciaryId)}
    ORDER BY failed_on DESC, j.id
    LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows;
}

/** One seal job of the tenant, whatever its state, with its session id; undefined for anyone else's. */
export async function findSealJob(db: Executor, fiduciaryId: string, jobId: string) {
  const { rows } = await sql<{ id: string; state: string; session_id: string }>`
    SELECT id, state::text AS state, data->'payload'->>'session_id' AS session_id
    FROM ${jobs}
    WHERE name = ${SEAL_JOB_KIND} AND id = ${jobId}::uuid AND data->>'fiduciary_id' = ${fiduciaryId}`.execute(db);
  return rows[0];
}
