import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { containsPattern } from '#api/db/like.ts';

/** Kysely queries of the provider's operations screen (ADR 0029). */

export async function outboxPage(
  db: Executor,
  q: {
    status?: 'PENDING' | 'SENT' | 'LOGGED' | 'FAILED' | undefined;
    to?: string | undefined;
    page: number;
    limit: number;
  },
) {
  const base = db
    .selectFrom('email_outbox')
    .$if(Boolean(q.status), (b) => b.where('status', '=', q.status as 'PENDING'))
    .$if(Boolean(q.to), (b) =>
      b.where(sql`lower(to_address)`, 'like', containsPattern((q.to as string).toLowerCase())),
    );
  const [rows, total] = await Promise.all([
    base
      // Never the body: it carries set-password and reset links.
      .select([
        'id',
        'fiduciary_id',
        'to_address',
        'subject',
        'kind',
        'status',
        'attempts',
        'last_error',
        'created_on',
        'sent_on',
      ])
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export async function auditPage(
  db: Executor,
  q: {
    tenantId: string | null;
    kind?: string | undefined;
    actor?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    limit: number;
  },
) {
  const base = db
    .selectFrom('audit_event as a')
    .leftJoin('app_user as u', 'u.id', 'a.actor_user_id')
    .$if(q.tenantId === null, (b) => b.where('a.fiduciary_id', 'is', null))
    .$if(q.tenantId !== null, (b) => b.where('a.fiduciary_id', '=', q.tenantId as string))
    .$if(Boolean(q.kind), (b) => b.where('a.kind', '=', q.kind as string))
    .$if(Boolean(q.actor), (b) =>
      b.where(sql`lower(u.email)`, 'like', containsPattern((q.actor as string).toLowerCase())),
    )
    .$if(Boolean(q.from), (b) => b.where('a.created_on', '>=', sql<Date>`${q.from}::date`))
    .$if(Boolean(q.to), (b) => b.where('a.created_on', '<', sql<Date>`${q.to}::date + 1`));
  const [rows, total] = await Promise.all([
    base
      .select(['a.id', 'a.fiduciary_id', 'a.actor_user_id', 'u.email as actor_email', 'a.kind', 'a.subject', 'a.data'])
      .select(['a.created_on', 'a.hash', 'a.prev_hash'])
      .orderBy('a.id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export function tenantExists(db: Executor, id: string) {
  return db
    .selectFrom('fiduciary')
    .select('id')
    .where('id', '=', id)
    .where('is_provider', '=', false)
    .executeTakeFirst();
}

/** The database's size, the stored files' bytes and count, and the largest tables (with indexes and TOAST). */
export async function sizes(db: Executor) {
  const [database, files, tables] = await Promise.all([
    sql<{ bytes: string }>`SELECT pg_database_size(current_database())::text AS bytes`.execute(db),
    db
      .selectFrom('stored_file')
      .select([sql<string>`coalesce(sum(size), 0)::text`.as('bytes'), sql<number>`count(*)::int`.as('n')])
      .executeTakeFirstOrThrow(),
    sql<{ name: string; bytes: string }>`
      SELECT c.relname AS name, pg_total_relation_size(c.oid)::text AS bytes
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = 'public'
      ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 8`.execute(db),
  ]);
  return { database: database.rows[0]?.bytes ?? '0', files, tables: tables.rows };
}
