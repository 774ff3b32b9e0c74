import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

export interface AuditInput {
  fiduciary_id: string | null;
  actor_user_id: string | null;
  kind: string;
  subject?: string | null;
  data?: Record<string, unknown>;
}

/**
 * Appends an audit event in the caller's transaction. Events are hash-chained per tenant: each row
 * stores the hash of the previous one, so an edited or deleted row breaks the chain visibly.
 * The advisory lock serialises writers of one tenant's chain until the transaction ends.
 */
export async function recordAudit(trx: Executor, input: AuditInput): Promise<void> {
  const chain = input.fiduciary_id ?? 'platform';
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`audit:${chain}`}))`.execute(trx);
  const prev = await trx
    .selectFrom('audit_event')
    .select('hash')
    .$if(input.fiduciary_id === null, (q) => q.where('fiduciary_id', 'is', null))
    .$if(input.fiduciary_id !== null, (q) => q.where('fiduciary_id', '=', input.fiduciary_id))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const data = input.data ?? {};
  const createdOn = new Date().toISOString();
  const prevHash = prev?.hash ?? null;
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        prevHash,
        input.fiduciary_id,
        input.actor_user_id,
        input.kind,
        input.subject ?? null,
        data,
        createdOn,
      ]),
    )
    .digest('hex');
  await trx
    .insertInto('audit_event')
    .values({
      fiduciary_id: input.fiduciary_id,
      actor_user_id: input.actor_user_id,
      kind: input.kind,
      subject: input.subject ?? null,
      data: JSON.stringify(data),
      prev_hash: prevHash,
      hash,
      created_on: createdOn,
    })
    .execute();
}
