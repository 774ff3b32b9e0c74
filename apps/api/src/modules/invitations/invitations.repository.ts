import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { InvitationTable } from '#api/db/schema-invitations.ts';
import type { InvitationRow } from './invitations.types.ts';

/** Kysely queries of invitations; every one filters on the fiduciary. */

export function findInvitation(db: Executor, fiduciaryId: string, id: string) {
  return db
    .selectFrom('invitation')
    .selectAll()
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function lockInvitation(db: Executor, fiduciaryId: string, id: string) {
  return db
    .selectFrom('invitation')
    .selectAll()
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The invitation a live (unused, unexpired) code names in this fiduciary. */
export function findByLiveCode(db: Executor, fiduciaryId: string, codeHash: Buffer) {
  return db
    .selectFrom('invitation')
    .selectAll()
    .where('fiduciary_id', '=', fiduciaryId)
    .where('code_hash', '=', codeHash)
    .where('code_used_on', 'is', null)
    .where('revoked_on', 'is', null)
    .where('expires_on', '>', sql<Date>`now()`)
    .where('status', 'in', [1, 2])
    .executeTakeFirst();
}

export async function listInvitations(
  db: Executor,
  args: { fiduciaryId: string; status?: number; page: number; limit: number },
) {
  const base = db
    .selectFrom('invitation')
    .where('fiduciary_id', '=', args.fiduciaryId)
    .$if(args.status !== undefined, (q) => q.where('status', '=', args.status as number));
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_on', 'desc')
      .orderBy('id', 'desc')
      .limit(args.limit)
      .offset((args.page - 1) * args.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/** The membership of this fiduciary held by the user with the e-mail (case-insensitive), if any. */
export function findMembershipByEmail(db: Executor, fiduciaryId: string, email: string) {
  return db
    .selectFrom('membership as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select('m.id')
    .where('m.fiduciary_id', '=', fiduciaryId)
    .where(sql<string>`lower(u.email)`, '=', email)
    .executeTakeFirst();
}

export function findFiduciaryName(db: Executor, fiduciaryId: string) {
  return db.selectFrom('fiduciary').select('name').where('id', '=', fiduciaryId).executeTakeFirstOrThrow();
}

export function insertInvitation(db: Executor, values: Insertable<InvitationTable>): Promise<InvitationRow> {
  return db.insertInto('invitation').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Writes a status (and any other columns) of one invitation; returns the updated row. */
export function updateInvitation(
  db: Executor,
  row: { id: string; fiduciary_id: string },
  patch: Updateable<InvitationTable>,
): Promise<InvitationRow> {
  return db
    .updateTable('invitation')
    .set({ ...patch, modified_on: sql`now()` })
    .where('id', '=', row.id)
    .where('fiduciary_id', '=', row.fiduciary_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The fiduciary's id and name (it exists: the caller resolved one of its invitations). */
export function findFiduciary(db: Executor, fiduciaryId: string) {
  return db.selectFrom('fiduciary').select(['id', 'name']).where('id', '=', fiduciaryId).executeTakeFirstOrThrow();
}

/** Locks the invitation while it is still 1 (not yet opened); undefined once it moved on. */
export function lockUnopenedInvitation(db: Executor, id: string) {
  return db
    .selectFrom('invitation')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 1)
    .forUpdate()
    .executeTakeFirst();
}

/** Locks the entity's newest invitation at 2 Open or 3 KYC in this fiduciary, if any. */
export function lockKycInvitationOfEntity(db: Executor, fiduciaryId: string, entityId: string) {
  return db
    .selectFrom('invitation')
    .selectAll()
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', '=', entityId)
    .where('status', 'in', [2, 3])
    .orderBy('created_on', 'desc')
    .forUpdate()
    .executeTakeFirst();
}

/** Of these e-mails (lower case), those that already hold a membership of this fiduciary. */
export async function findMemberEmails(db: Executor, fiduciaryId: string, emails: readonly string[]) {
  if (emails.length === 0) return [];
  const rows = await db
    .selectFrom('membership as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select(sql<string>`lower(u.email)`.as('email'))
    .distinct()
    .where('m.fiduciary_id', '=', fiduciaryId)
    .where(sql<string>`lower(u.email)`, 'in', emails)
    .execute();
  return rows.map((r) => r.email);
}

/** Of these e-mails (lower case), those with an invitation still waiting to be accepted. */
export async function findPendingEmails(db: Executor, fiduciaryId: string, emails: readonly string[]) {
  if (emails.length === 0) return [];
  const rows = await db
    .selectFrom('invitation')
    .select(sql<string>`lower(email)`.as('email'))
    .where('fiduciary_id', '=', fiduciaryId)
    .where(sql<string>`lower(email)`, 'in', emails)
    .where('code_used_on', 'is', null)
    .where('status', 'in', [1, 2])
    .where('revoked_on', 'is', null)
    .execute();
  return rows.map((r) => r.email);
}

/** The statuses of the invitations that brought this entity in (usually one; none for one staff set up). */
export async function findOnboardingStatuses(db: Executor, fiduciaryId: string, entityId: string) {
  const rows = await db
    .selectFrom('invitation')
    .select('status')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', '=', entityId)
    .execute();
  return rows.map((r) => r.status);
}
