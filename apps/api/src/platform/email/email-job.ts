import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '#api/db/database.ts';
import { defineJob } from '../jobs/index.ts';
import type { Mailer } from './mailer.ts';
import { EMAIL_SEND_JOB } from './outbox.ts';

/**
 * Sends one outbox row. Nothing is locked and no transaction is open while SMTP talks: the row is
 * read, the mail handed to the mailer, then the row marked in one short update. A row no longer
 * PENDING was handled by an earlier attempt and is left alone. The price is at-least-once: a process
 * killed between the send and the update sends that mail again on the retry.
 */
export function emailJob({ db, mailer }: { db: Db; mailer: Mailer }) {
  const pending = (id: string) => db.updateTable('email_outbox').where('id', '=', id).where('status', '=', 'PENDING');
  return defineJob({
    kind: EMAIL_SEND_JOB,
    payload: z.object({ outbox_id: z.string().regex(/^\d+$/) }),
    // Five attempts over a few minutes: an SMTP outage of a minute or two loses nothing.
    retry: { attempts: 5, delaySeconds: 10, backoff: true },
    timeoutSeconds: 120,
    async run(job) {
      const row = await db
        .selectFrom('email_outbox')
        .select(['id', 'to_address', 'subject', 'body_text', 'status'])
        .where('id', '=', job.payload.outbox_id)
        .executeTakeFirst();
      if (row?.status !== 'PENDING') return;
      let status: 'SENT' | 'LOGGED';
      try {
        status = await mailer.deliver(row);
      } catch (err) {
        await pending(row.id)
          .set({ attempts: sql`attempts + 1`, last_error: String(err).slice(0, 500) })
          .execute();
        throw err;
      }
      await pending(row.id).set({ status, sent_on: sql`now()`, attempts: sql`attempts + 1` }).execute();
    },
    async onFailed(job) {
      await pending(job.payload.outbox_id).set({ status: 'FAILED' }).execute();
    },
  });
}
