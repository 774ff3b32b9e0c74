import { type AuditRow, JOB_NOT_FAILED, type OperationsJob, type OutboxRow } from '@dl/contracts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit, verifyAuditChain } from '#api/platform/audit.ts';
import { listJobs, retryFailedJob } from '#api/platform/jobs/index.ts';
import { auditPage, outboxPage, sizes, tenantExists } from './provider-operations.repository.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const page = (q: { page: number; limit: number }, count: number) =>
  q.page * q.limit < count ? String(q.page + 1) : null;

/** Failed, waiting (created or retry) or running jobs, newest first, with their last error; never their payload. */
export async function jobs(
  ctx: AppContext,
  q: { state: 'failed' | 'waiting' | 'active'; kind?: string | undefined; limit: number },
) {
  const state = q.state === 'waiting' ? (['created', 'retry'] as const) : q.state;
  const rows = await listJobs(ctx.db, { state, kind: q.kind, limit: q.limit });
  const results: OperationsJob[] = rows.map((j) => ({
    id: j.id,
    kind: j.kind,
    state: j.state,
    fiduciary_id: j.fiduciary_id,
    attempts: Number(j.attempts),
    max_attempts: Number(j.max_attempts),
    error: j.error,
    created_on: new Date(j.created_on).toISOString(),
    start_after: new Date(j.start_after).toISOString(),
    completed_on: iso(j.completed_on),
  }));
  return { results };
}

/** Retries a failed job (one more attempt); audited on the platform's chain. */
export async function retryJob(ctx: AppContext, userId: string, kind: string, id: string) {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await retryFailedJob(trx, kind, id))) throw new AppError('CONFLICT', JOB_NOT_FAILED);
    await recordAudit(trx, {
      fiduciary_id: null,
      actor_user_id: userId,
      kind: 'job_retried',
      subject: id,
      data: { kind },
    });
    return { detail: 'The job will run again.' };
  });
}

export async function outbox(ctx: AppContext, q: Parameters<typeof outboxPage>[1]) {
  const { rows, count } = await outboxPage(ctx.db, q);
  const results: OutboxRow[] = rows.map((r) => ({
    ...r,
    created_on: new Date(r.created_on).toISOString(),
    sent_on: iso(r.sent_on),
  }));
  return { count, results, next: page(q, count) };
}

async function requireChain(ctx: AppContext, tenantId: string | undefined): Promise<string | null> {
  if (tenantId === undefined) return null;
  if (!(await tenantExists(ctx.db, tenantId))) throw notFound('This tenant does not exist.');
  return tenantId;
}

export async function auditLog(
  ctx: AppContext,
  q: {
    tenant_id?: string | undefined;
    kind?: string | undefined;
    actor?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    limit: number;
  },
) {
  const tenantId = await requireChain(ctx, q.tenant_id);
  const { rows, count } = await auditPage(ctx.db, { ...q, tenantId });
  const results: AuditRow[] = rows.map((r) => ({
    id: r.id,
    fiduciary_id: r.fiduciary_id,
    actor: r.actor_user_id ? { id: r.actor_user_id, email: r.actor_email ?? '' } : null,
    kind: r.kind,
    subject: r.subject,
    data: (r.data ?? {}) as Record<string, unknown>,
    created_on: new Date(r.created_on).toISOString(),
    hash: r.hash,
    prev_hash: r.prev_hash,
  }));
  return { count, results, next: page(q, count) };
}

/** Recomputes a chain's hashes and links from its first row; the first altered or missing row is named. */
export async function verifyChain(ctx: AppContext, tenantId: string | undefined) {
  const chain = await requireChain(ctx, tenantId);
  return verifyAuditChain(ctx.db, chain);
}

export async function operationsSizes(ctx: AppContext) {
  const s = await sizes(ctx.db);
  return {
    database_bytes: s.database,
    storage_bytes: s.files.bytes,
    files: s.files.n,
    largest_tables: s.tables.map((t) => ({ name: t.name, bytes: t.bytes })),
  };
}
