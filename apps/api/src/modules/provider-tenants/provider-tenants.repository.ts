import type { TenantListQuery } from '@dl/contracts';
import { OPEN_DEAL_STATUSES } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { containsPattern } from '#api/db/like.ts';

/**
 * Kysely queries of the provider's tenants (ADR 0029). Every query leaves the provider's own home
 * (`is_provider`) out: it is not a tenant.
 */

const COLUMNS = ['f.id', 'f.slug', 'f.name', 'f.mpid', 'f.suspended_on', 'f.suspend_reason', 'f.created_on'] as const;

function tenants(db: Executor, q: { search?: string | undefined; status?: TenantListQuery['status'] }) {
  return db
    .selectFrom('fiduciary as f')
    .where('f.is_provider', '=', false)
    .$if(q.status === 'ACTIVE', (b) => b.where('f.suspended_on', 'is', null))
    .$if(q.status === 'SUSPENDED', (b) => b.where('f.suspended_on', 'is not', null))
    .$if(Boolean(q.search), (b) =>
      b.where((eb) => {
        const pattern = containsPattern(q.search as string);
        return eb.or([
          eb('f.name', 'ilike', pattern),
          eb('f.slug', 'ilike', pattern),
          eb('f.mpid', 'ilike', pattern),
          eb.exists(
            eb
              .selectFrom('fiduciary_host as h')
              .select('h.host')
              .whereRef('h.fiduciary_id', '=', 'f.id')
              .where('h.host', 'ilike', pattern),
          ),
        ]);
      }),
    );
}

export type TenantRowData = Awaited<ReturnType<typeof findTenant>> & object;

export async function listTenantRows(
  db: Executor,
  q: {
    search?: string | undefined;
    status?: TenantListQuery['status'];
    ordering?: string | undefined;
    page: number;
    limit: number;
  },
) {
  const descending = q.ordering?.startsWith('-') ?? false;
  const byCreated = q.ordering?.endsWith('created') ?? false;
  const dir = descending ? 'desc' : 'asc';
  const base = tenants(db, q);
  const [rows, total] = await Promise.all([
    base
      .select([...COLUMNS])
      .orderBy(byCreated ? sql`f.created_on` : sql`lower(f.name)`, dir)
      .orderBy('f.id', dir)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export function findTenant(db: Executor, id: string) {
  return db
    .selectFrom('fiduciary as f')
    .select([...COLUMNS])
    .where('f.id', '=', id)
    .where('f.is_provider', '=', false)
    .executeTakeFirst();
}

export async function hostsOf(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string[]>();
  const rows = await db
    .selectFrom('fiduciary_host')
    .select(['fiduciary_id', 'host'])
    .where('fiduciary_id', 'in', ids)
    .orderBy('host')
    .execute();
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.fiduciary_id, [...(map.get(r.fiduciary_id) ?? []), r.host]);
  return map;
}

/**
 * The counts of the list's tenants, each one grouped query over the page's ids through the tenant's
 * indexes: users (distinct members), investors (the directory's rows), opportunities, open deals and
 * the bytes of stored files.
 */
export async function countsOf(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, Record<string, string>>();
  const grouped = (table: 'membership' | 'investor_directory_entry' | 'opportunity' | 'investment', expr: string) =>
    db
      .selectFrom(table)
      .select(['fiduciary_id', sql<string>`${sql.raw(expr)}::text`.as('n')])
      .where('fiduciary_id', 'in', ids)
      .groupBy('fiduciary_id');
  const [users, investors, opportunities, deals, storage] = await Promise.all([
    grouped('membership', 'count(DISTINCT user_id)').execute(),
    grouped('investor_directory_entry', 'count(*)').execute(),
    grouped('opportunity', 'count(*)').execute(),
    grouped('investment', 'count(*)').where('status', 'in', OPEN_DEAL_STATUSES).execute(),
    db
      .selectFrom('stored_file')
      .select(['fiduciary_id', sql<string>`coalesce(sum(size), 0)::text`.as('n')])
      .where('fiduciary_id', 'in', ids)
      .groupBy('fiduciary_id')
      .execute(),
  ]);
  const map = new Map<string, Record<string, string>>();
  const put = (name: string, rows: Array<{ fiduciary_id: string; n: string }>) => {
    for (const r of rows) map.set(r.fiduciary_id, { ...(map.get(r.fiduciary_id) ?? {}), [name]: r.n });
  };
  put('users', users);
  put('investors', investors);
  put('opportunities', opportunities);
  put('open_deals', deals);
  put('storage_bytes', storage);
  return map;
}

export function slugTaken(db: Executor, slug: string) {
  return db.selectFrom('fiduciary').select('id').where('slug', '=', slug).executeTakeFirst();
}

export function hostOwner(db: Executor, host: string) {
  return db.selectFrom('fiduciary_host').select('fiduciary_id').where('host', '=', host).executeTakeFirst();
}

export function insertTenant(db: Executor, row: { slug: string; name: string; mpid: string | null }) {
  return db
    .insertInto('fiduciary')
    .values({ ...row, branding: JSON.stringify({}) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function insertHosts(db: Executor, fiduciaryId: string, hosts: readonly string[]) {
  if (hosts.length === 0) return;
  await db
    .insertInto('fiduciary_host')
    .values(hosts.map((host) => ({ host, fiduciary_id: fiduciaryId })))
    .execute();
}

export function deleteHost(db: Executor, fiduciaryId: string, host: string) {
  return db
    .deleteFrom('fiduciary_host')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('host', '=', host)
    .executeTakeFirst();
}

export function updateTenant(
  db: Executor,
  id: string,
  patch: {
    name?: string;
    mpid?: string | null;
    suspended_on?: Date | null;
    suspended_by?: string | null;
    suspend_reason?: string | null;
  },
) {
  return db
    .updateTable('fiduciary')
    .set(patch)
    .where('id', '=', id)
    .where('is_provider', '=', false)
    .executeTakeFirst();
}

/** Ends every session opened in the tenant (a suspended tenant's tokens refresh no more). */
export function revokeTenantSessions(db: Executor, fiduciaryId: string) {
  return db
    .updateTable('refresh_token')
    .set({ revoked_on: new Date() })
    .where('fiduciary_id', '=', fiduciaryId)
    .where('revoked_on', 'is', null)
    .execute();
}

export function findUserIdByEmail(db: Executor, email: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'password_hash'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function insertInvitedUser(
  db: Executor,
  row: { email: string; first_name: string; last_name: string; trellis_uid: string },
) {
  return db
    .insertInto('app_user')
    .values({ ...row, password_hash: null, profile_details: JSON.stringify({}) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function insertMembership(db: Executor, row: { fiduciary_id: string; user_id: string; role: string }) {
  return db
    .insertInto('membership')
    .values({ ...row, entity_id: null, issuer_id: null })
    .execute();
}

export function issuersOf(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('issuer')
    .select(['id', 'name'])
    .where('fiduciary_id', '=', fiduciaryId)
    .orderBy('name')
    .limit(500)
    .execute();
}
