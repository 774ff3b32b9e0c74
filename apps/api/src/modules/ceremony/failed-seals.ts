import type { FailedSealList } from '@dl/contracts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { retryFailedJob } from '#api/platform/jobs/index.ts';
import { countFailedSeals, findFailedSealPage, findSealJob } from './failed-seals.repository.ts';
import { SEAL_JOB_KIND } from './seal-job-kind.ts';
import { hasLaterSignature, lockSession, markResubmitted } from './sessions.repository.ts';

const NOT_FAILED = 'This seal is not failed: it was retried already or is still running.';
const SUPERSEDED = 'The document was signed again since; the failed signature is not sealed again.';
/** A job's error can be long (a library's message with its details): the list shows its start. */
const ERROR_MAX = 500;
const UNKNOWN_ERROR = 'The seal failed without a message.';

/** Failed seals of the tenant, newest first, with the error pg-boss recorded (ADR 0024). */
export async function listFailedSeals(
  ctx: AppContext,
  fiduciaryId: string,
  page: { page: number; limit: number },
): Promise<FailedSealList> {
  const [count, rows] = await Promise.all([
    countFailedSeals(ctx.db, fiduciaryId),
    findFailedSealPage(ctx.db, fiduciaryId, { limit: page.limit, offset: (page.page - 1) * page.limit }),
  ]);
  return {
    count,
    results: rows.map((row) => ({
      ...row,
      error: (row.error ?? UNKNOWN_ERROR).slice(0, ERROR_MAX),
      attempts: Number(row.attempts),
      failed_on: new Date(row.failed_on).toISOString(),
    })),
  };
}

/**
 * Seals a failed signature again, once its cause is fixed: the session is SUBMITTED again and pg-boss
 * gives the job one more attempt, in one transaction with the audit event. The seal job then runs
 * as it did the first time (a new failure lists it again, with the new error).
 */
export async function retryFailedSeal(
  ctx: AppContext,
  staff: { fiduciaryId: string; userId: string },
  jobId: string,
): Promise<{ status: 'QUEUED'; job_id: string; session_id: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    const job = await findSealJob(trx, staff.fiduciaryId, jobId);
    if (!job) throw notFound();
    const session = await lockSession(trx, job.session_id);
    if (session?.fiduciary_id !== staff.fiduciaryId) throw notFound();
    if (job.state !== 'failed' || session.status !== 'FAILED') {
      throw new AppError('CONFLICT', NOT_FAILED, 'SEAL_NOT_FAILED');
    }
    if (await hasLaterSignature(trx, session)) throw new AppError('CONFLICT', SUPERSEDED, 'SEAL_SUPERSEDED');
    await markResubmitted(trx, session.id);
    if (!(await retryFailedJob(trx, SEAL_JOB_KIND, jobId))) {
      throw new AppError('CONFLICT', NOT_FAILED, 'SEAL_NOT_FAILED');
    }
    await recordAudit(trx, {
      fiduciary_id: staff.fiduciaryId,
      actor_user_id: staff.userId,
      kind: 'document_seal_retried',
      subject: session.subject_id,
      data: { job_id: jobId, session_id: session.id, subject_kind: session.subject_kind },
    });
    return { status: 'QUEUED' as const, job_id: jobId, session_id: session.id };
  });
}
