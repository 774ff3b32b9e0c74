import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/database.ts';

export interface OutgoingEmail {
  fiduciary_id: string | null;
  to_address: string;
  subject: string;
  body_text: string;
  kind: string;
}

/** Stores an e-mail in the outbox, in the caller's transaction: it is sent only if the change commits. */
export async function enqueueEmail(db: Executor, email: OutgoingEmail): Promise<void> {
  await db.insertInto('email_outbox').values(email).execute();
}

const MAX_ATTEMPTS = 5;

/**
 * Delivers pending outbox rows. With SMTP configured they are sent; without it they are marked
 * LOGGED and their text is written to the log, so a development install can follow e-mail links.
 * Rows are claimed with SKIP LOCKED, so several API processes can run dispatchers side by side.
 */
export function startOutboxDispatcher(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
  intervalMs?: number;
}): { stop(): Promise<void>; flush(): Promise<number> } {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let running: Promise<number> | null = null;

  async function deliverBatch(): Promise<number> {
    return options.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('email_outbox')
        .selectAll()
        .where('status', '=', 'PENDING')
        .orderBy('id')
        .limit(20)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const row of rows) {
        try {
          if (transport) {
            await transport.sendMail({
              from: options.from,
              to: row.to_address,
              subject: row.subject,
              text: row.body_text,
            });
          } else {
            options.log.info(
              { outbox_id: row.id, to: row.to_address, subject: row.subject, body: row.body_text },
              'e-mail not sent (no SMTP_URL configured); stored in the outbox',
            );
          }
          await trx
            .updateTable('email_outbox')
            .set({ status: transport ? 'SENT' : 'LOGGED', sent_on: sql`now()`, attempts: sql`attempts + 1` })
            .where('id', '=', row.id)
            .execute();
        } catch (err) {
          const attempts = row.attempts + 1;
          options.log.warn({ outbox_id: row.id, attempts, err }, 'e-mail delivery failed');
          await trx
            .updateTable('email_outbox')
            .set({
              attempts,
              last_error: String(err).slice(0, 500),
              status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
            })
            .where('id', '=', row.id)
            .execute();
        }
      }
      return rows.length;
    });
  }

  function flush(): Promise<number> {
    running ??= deliverBatch().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    flush().catch((err) => options.log.error({ err }, 'outbox dispatcher failed'));
  }, options.intervalMs ?? 2000);
  timer.unref();

  return {
    flush,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
      transport?.close();
    },
  };
}
