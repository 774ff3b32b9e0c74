import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/**
 * Read events the product itself reads back (the issuer's interest funnel and data-room analytics,
 * the investor's Reviewed step): one spelling for writers and readers.
 */
export const READ_EVENT = { OPPORTUNITY_VIEWED: 'opportunity viewed', DOCUMENTS_VIEWED: 'documents viewed' } as const;

export interface AuditInput {
  fiduciary_id: string | null;
  actor_user_id: string | null;
  kind: string;
  subject?: string | null;
  data?: Record<string, unknown>;
}

/** `value` with every object's keys in code-point order, so a hash survives jsonb's reordering. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

interface HashedFields {
  prevHash: string | null;
  fiduciaryId: string | null;
  actorUserId: string | null;
  kind: string;
  subject: string | null;
  data: unknown;
  createdOn: string;
}

/** The hash of one audit row: SHA-256 of its fields and the previous row's hash, data in canonical order. */
function auditHash(f: HashedFields): string {
  return createHash('sha256')
    .update(
      JSON.stringify([f.prevHash, f.fiduciaryId, f.actorUserId, f.kind, f.subject, canonical(f.data), f.createdOn]),
    )
    .digest('hex');
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
  // Stored as read back: what jsonb keeps of the data (undefined members dropped).
  const data = JSON.parse(JSON.stringify(input.data ?? {})) as Record<string, unknown>;
  const createdOn = new Date().toISOString();
  const prevHash = prev?.hash ?? null;
  const hash = auditHash({
    prevHash,
    fiduciaryId: input.fiduciary_id,
    actorUserId: input.actor_user_id,
    kind: input.kind,
    subject: input.subject ?? null,
    data,
    createdOn,
  });
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

export interface ChainCheck {
  checked: number;
  /** The first row whose hash or link does not match, if any. */
  broken: { id: string; reason: 'hash' | 'link' } | null;
}

/**
 * Walks one tenant's chain (null: the platform's) in id order, a thousand rows per query, and
 * recomputes every hash: an edited row breaks its own hash, a deleted one the next row's link.
 */
export async function verifyAuditChain(db: Executor, fiduciaryId: string | null): Promise<ChainCheck> {
  let after = '0';
  let prevHash: string | null = null;
  let checked = 0;
  for (;;) {
    const rows = await db
      .selectFrom('audit_event')
      .selectAll()
      .$if(fiduciaryId === null, (q) => q.where('fiduciary_id', 'is', null))
      .$if(fiduciaryId !== null, (q) => q.where('fiduciary_id', '=', fiduciaryId))
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
      .execute();
    for (const row of rows) {
      if (row.prev_hash !== prevHash) return { checked, broken: { id: row.id, reason: 'link' } };
      const hash = auditHash({
        prevHash: row.prev_hash,
        fiduciaryId: row.fiduciary_id,
        actorUserId: row.actor_user_id,
        kind: row.kind,
        subject: row.subject,
        data: row.data,
        createdOn: new Date(row.created_on).toISOString(),
      });
      if (hash !== row.hash) return { checked, broken: { id: row.id, reason: 'hash' } };
      prevHash = row.hash;
      checked += 1;
    }
    if (rows.length < 1000) return { checked, broken: null };
    after = (rows.at(-1) as { id: string }).id;
  }
}
