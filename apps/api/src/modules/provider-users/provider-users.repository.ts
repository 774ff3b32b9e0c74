import { REFRESH_IDLE_TTL_SECONDS } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { containsPattern } from '#api/db/like.ts';

/** Kysely queries of the provider's users screen (ADR 0029): users of every tenant. */

const USER_COLUMNS = [
  'u.id',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.is_active',
  'u.created_on',
  sql<boolean>`u.password_hash IS NOT NULL`.as('has_password'),
  sql<boolean>`u.otp_secret IS NOT NULL`.as('has_otp'),
] as const;

/**
 * Users matching a part of the e-mail or the name (the trigram indexes of migration 20261127_1600),
 * optionally of one tenant, newest first.
 */
export async function listUserRows(
  db: Executor,
  q: { search?: string | undefined; tenantId?: string | undefined; page: number; limit: number; cap: number },
) {
  const base = db
    .selectFrom('app_user as u')
    .$if(Boolean(q.search), (b) =>
      b.where((eb) =>
        eb.or([
          eb(sql`lower(u.email)`, 'like', containsPattern((q.search as string).toLowerCase())),
          eb(
            sql`lower(u.first_name || ' ' || u.last_name)`,
            'like',
            containsPattern((q.search as string).toLowerCase()),
          ),
        ]),
      ),
    )
    .$if(Boolean(q.tenantId), (b) =>
      b.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('membership as m')
            .select('m.id')
            .whereRef('m.user_id', '=', 'u.id')
            .where('m.fiduciary_id', '=', q.tenantId as string),
        ),
      ),
    );
  const [rows, total] = await Promise.all([
    base
      .select([...USER_COLUMNS])
      .orderBy('u.created_on', 'desc')
      .orderBy('u.id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    // At most cap + 1 matches are counted: a count of every user (or of every "smith") is the
    // request's whole cost at 100,000 users (BENCHMARKS.md), and a person refines such a search.
    db
      .selectFrom(
        base
          .select('u.id')
          .limit(q.cap + 1)
          .as('m'),
      )
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export type UserRowData = Awaited<ReturnType<typeof listUserRows>>['rows'][number];

export function findUserRow(db: Executor, id: string) {
  return db
    .selectFrom('app_user as u')
    .select([...USER_COLUMNS])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

/** The tenant names of the page's users (at most 5 each, by name) and how many tenants each has. */
export async function tenantsOfUsers(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, { names: string[]; count: number }>();
  const rows = await db
    .selectFrom('membership as m')
    .innerJoin('fiduciary as f', 'f.id', 'm.fiduciary_id')
    .select(['m.user_id', sql<string[]>`(array_agg(DISTINCT f.name ORDER BY f.name))[1:5]`.as('names')])
    .select(sql<number>`count(DISTINCT f.id)::int`.as('n'))
    .where('m.user_id', 'in', userIds)
    .groupBy('m.user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, { names: r.names, count: r.n }]));
}

export function membershipsOfUser(db: Executor, userId: string) {
  return db
    .selectFrom('membership as m')
    .innerJoin('fiduciary as f', 'f.id', 'm.fiduciary_id')
    .leftJoin('investing_entity as e', 'e.id', 'm.entity_id')
    .leftJoin('issuer as s', 's.id', 'm.issuer_id')
    .select([
      'm.id',
      'm.role',
      'm.created_on',
      'f.id as tenant_id',
      'f.name as tenant_name',
      'f.is_provider',
      'e.id as entity_id',
      'e.name as entity_name',
      's.id as issuer_id',
      's.name as issuer_name',
    ])
    .where('m.user_id', '=', userId)
    .orderBy('f.is_provider', 'desc')
    .orderBy('f.name')
    .orderBy('m.role')
    .execute();
}

export async function countActiveSessions(db: Executor, userId: string) {
  const row = await db
    .selectFrom('refresh_token')
    .select(sql<number>`count(DISTINCT family_id)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('revoked_on', 'is', null)
    .where('rotated_on', 'is', null)
    .where('created_on', '>', sql<Date>`now() - make_interval(secs => ${REFRESH_IDLE_TTL_SECONDS})`)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findTenantKind(db: Executor, id: string) {
  return db.selectFrom('fiduciary').select(['id', 'is_provider']).where('id', '=', id).executeTakeFirst();
}

export function findIssuerOfTenant(db: Executor, tenantId: string, issuerId: string) {
  return db
    .selectFrom('issuer')
    .select('id')
    .where('id', '=', issuerId)
    .where('fiduciary_id', '=', tenantId)
    .executeTakeFirst();
}

export function findMembership(db: Executor, userId: string, membershipId: string) {
  return db
    .selectFrom('membership as m')
    .innerJoin('fiduciary as f', 'f.id', 'm.fiduciary_id')
    .select(['m.id', 'm.role', 'm.fiduciary_id', 'm.entity_id', 'm.issuer_id', 'f.is_provider'])
    .where('m.id', '=', membershipId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

export function sameMembership(
  db: Executor,
  row: { user_id: string; fiduciary_id: string; role: string; issuer_id: string | null },
) {
  return db
    .selectFrom('membership')
    .select('id')
    .where('user_id', '=', row.user_id)
    .where('fiduciary_id', '=', row.fiduciary_id)
    .where('role', '=', row.role)
    .where('entity_id', 'is', null)
    .$if(row.issuer_id === null, (b) => b.where('issuer_id', 'is', null))
    .$if(row.issuer_id !== null, (b) => b.where('issuer_id', '=', row.issuer_id as string))
    .executeTakeFirst();
}

export function insertMembership(
  db: Executor,
  row: { user_id: string; fiduciary_id: string; role: string; issuer_id: string | null },
) {
  return db
    .insertInto('membership')
    .values({ ...row, entity_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function setMembershipRole(db: Executor, id: string, role: string) {
  return db.updateTable('membership').set({ role }).where('id', '=', id).execute();
}

export function deleteMembership(db: Executor, id: string) {
  return db.deleteFrom('membership').where('id', '=', id).execute();
}

/** Provider superadmins other than `exceptMembershipId`, locked so two removals cannot both pass. */
export async function otherProviderSuperadmins(db: Executor, exceptMembershipId: string) {
  const rows = await db
    .selectFrom('membership as m')
    .innerJoin('fiduciary as f', 'f.id', 'm.fiduciary_id')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select('m.id')
    .where('f.is_provider', '=', true)
    .where('m.role', '=', 'trellis_superadmin')
    .where('u.is_active', '=', true)
    .where('m.id', '<>', exceptMembershipId)
    .forUpdate('m')
    .execute();
  return rows.length;
}

export function setUserActive(db: Executor, id: string, active: boolean) {
  return db.updateTable('app_user').set({ is_active: active }).where('id', '=', id).execute();
}

export function revokeSessionsOfUser(db: Executor, userId: string) {
  return db
    .updateTable('refresh_token')
    .set({ revoked_on: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_on', 'is', null)
    .execute();
}

export function clearSecondFactor(db: Executor, userId: string) {
  return db
    .updateTable('app_user')
    .set({ otp_secret: null, otp_pending_secret: null, otp_pending_at: null, otp_last_step: null })
    .where('id', '=', userId)
    .execute();
}
