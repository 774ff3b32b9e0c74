import { z } from 'zod';
import type { Executor } from '#api/db/database.ts';
import type { AppContext } from '#api/lib/context.ts';
import { defineJob, enqueueJob } from '#api/platform/jobs/index.ts';
import { publish } from '#api/platform/notification-channel.ts';
import { claimPush, findProviderNotice } from './system-notifications.repository.ts';

export const NOTICE_PUSH_JOB = 'system_notification.push';

/**
 * Tells every API process to push the notice to its audience's sockets (the dispatcher reads the row
 * and sends it while live, or a frame that only refreshes the lists once it ended or was withdrawn):
 * one payload for every tenant, else one per chosen tenant. In the caller's transaction: sent at commit.
 */
export async function pushNotice(db: Executor, id: string, tenantIds: readonly string[] | null): Promise<void> {
  if (tenantIds === null) {
    await publish(db, { t: 's', f: null, id });
    return;
  }
  for (const f of tenantIds) await publish(db, { t: 's', f, id });
}

/** Queues the push of a notice's start or end for when it happens (a scheduled notice). */
export function schedulePush(db: Executor, id: string, moment: 'start' | 'end', at: Date): Promise<string> {
  return enqueueJob(db, { kind: NOTICE_PUSH_JOB, fiduciary_id: null, payload: { id, moment }, run_after: at });
}

/**
 * At a scheduled start, pushes the notice if it is live and not pushed yet (a start moved later leaves
 * the old job with nothing to do; a start moved earlier queued its own job). At an end, pushes a frame
 * that drops it from open panels.
 */
export function noticePushJob(ctx: AppContext, audience: (db: Executor, id: string) => Promise<string[] | null>) {
  return defineJob({
    kind: NOTICE_PUSH_JOB,
    payload: z.object({ id: z.uuid(), moment: z.enum(['start', 'end']) }),
    retry: { attempts: 5, delaySeconds: 5, backoff: true },
    timeoutSeconds: 60,
    async run(job) {
      await ctx.db.transaction().execute(async (trx) => {
        const notice = await findProviderNotice(trx, job.payload.id);
        if (!notice) return;
        if (job.payload.moment === 'start' && !(await claimPush(trx, notice.id))) return;
        if (job.payload.moment === 'end' && notice.status !== 'ENDED') return;
        await pushNotice(trx, notice.id, await audience(trx, notice.id));
      });
    },
  });
}
