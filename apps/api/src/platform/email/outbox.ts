import { sql } from 'kysely';
import type { Executor, Trx } from '#api/db/database.ts';
import { enqueueJob } from '../jobs/index.ts';

/** Kind of the job that sends one outbox row (payload {outbox_id}). */
export const EMAIL_SEND_JOB = 'email.send';

export interface OutgoingEmail {
  fiduciary_id: string | null;
  to_address: string;
  subject: string;
  body_text: string;
  kind: string;
}

/**
 * Stores an e-mail in the outbox and queues its `email.send` job, in the caller's transaction: it is
 * sent only if the change commits. The row is the record of what was sent (status, attempts, error).
 */
export async function enqueueEmail(db: Executor, email: OutgoingEmail): Promise<void> {
  const write = async (trx: Trx) => {
    const row = await trx.insertInto('email_outbox').values(email).returning('id').executeTakeFirstOrThrow();
    await enqueueJob(trx, {
      kind: EMAIL_SEND_JOB,
      payload: { outbox_id: row.id },
      fiduciary_id: email.fiduciary_id,
    });
  };
  // Row and job commit together, also for a caller outside a transaction.
  if (db.isTransaction) await write(db as Trx);
  else await db.transaction().execute(write);
}

/** The newest outbox rows, newest first, optionally to one address (case-insensitive): `npm run mail:outbox`. */
export function latestOutbox(db: Executor, args: { to?: string | undefined; limit: number }) {
  return db
    .selectFrom('email_outbox')
    .select(['id', 'to_address', 'subject', 'kind', 'status', 'body_text', 'created_on'])
    .$if(Boolean(args.to), (q) => q.where(sql<string>`lower(to_address)`, '=', (args.to ?? '').toLowerCase()))
    .orderBy('id', 'desc')
    .limit(args.limit)
    .execute();
}
