import { CAPTABLE_ROLES } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/**
 * SQL of the cap table's holders (ADR 0032): each stakeholder with the account linked to it
 * (cap_stakeholder.user_id) and that account's holder membership of the company.
 */

export interface HolderScope {
  capTableId: string;
  fiduciaryId: string;
  issuerId: string;
}

export interface HolderRecord {
  id: string;
  name: string;
  email: string | null;
  user_id: string | null;
  /** When the last invitation was sent (cap_stakeholder.details.holder_invited_on). */
  invited_on: string | null;
  member_since: Date | null;
  has_password: boolean | null;
}

function holderSelect(db: Executor, s: HolderScope) {
  return db
    .selectFrom('cap_stakeholder as h')
    .leftJoin('app_user as u', 'u.id', 'h.user_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('membership')
          .select('created_on')
          .whereRef('user_id', '=', 'h.user_id')
          .where('fiduciary_id', '=', s.fiduciaryId)
          .where('role', '=', CAPTABLE_ROLES.HOLDER)
          .where('issuer_id', '=', s.issuerId)
          .limit(1)
          .as('m'),
      (join) => join.onTrue(),
    )
    .select([
      'h.id',
      'h.name',
      'h.email',
      'h.user_id',
      sql<string | null>`h.details ->> 'holder_invited_on'`.as('invited_on'),
      'm.created_on as member_since',
      sql<boolean | null>`u.password_hash IS NOT NULL`.as('has_password'),
    ])
    .where('h.cap_table_id', '=', s.capTableId);
}

/** A page of holders by name (cap_stakeholder_name_idx). */
export async function holderPage(db: Executor, s: HolderScope, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    holderSelect(db, s).orderBy(sql`lower(h.name)`).orderBy('h.id').limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom('cap_stakeholder')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('cap_table_id', '=', s.capTableId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as HolderRecord[], count: Number(total.n) };
}

/** Holders after (name, id) in name order: the CSV's keyset pages. */
export async function holdersAfter(
  db: Executor,
  s: HolderScope,
  after: { name: string; id: string } | null,
  limit: number,
): Promise<HolderRecord[]> {
  const rows = await holderSelect(db, s)
    .$if(after !== null, (q) =>
      q.where(sql<boolean>`(lower(h.name), h.id) > (lower(${after?.name ?? ''}), ${after?.id ?? ''})`),
    )
    .orderBy(sql`lower(h.name)`)
    .orderBy('h.id')
    .limit(limit)
    .execute();
  return rows as HolderRecord[];
}

export async function findHolder(db: Executor, s: HolderScope, stakeholderId: string) {
  const row = await holderSelect(db, s).where('h.id', '=', stakeholderId).executeTakeFirst();
  return row as HolderRecord | undefined;
}

/** The stakeholder row, locked until the transaction ends (two invitations of one person run one after the other). */
export function lockStakeholder(trx: Executor, capTableId: string, stakeholderId: string) {
  return trx
    .selectFrom('cap_stakeholder')
    .select(['id', 'name', 'email', 'user_id', 'details'])
    .where('cap_table_id', '=', capTableId)
    .where('id', '=', stakeholderId)
    .forUpdate()
    .executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'email', 'first_name', 'is_active', sql<boolean>`password_hash IS NOT NULL`.as('has_password')])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Executor, id: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'email', 'first_name', 'is_active', sql<boolean>`password_hash IS NOT NULL`.as('has_password')])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The holder membership of the company (nothing when the person has it already). */
export async function grantHolder(trx: Executor, s: HolderScope, userId: string): Promise<void> {
  await sql`INSERT INTO membership (fiduciary_id, user_id, role, issuer_id)
    VALUES (${s.fiduciaryId}, ${userId}, ${CAPTABLE_ROLES.HOLDER}, ${s.issuerId})
    ON CONFLICT DO NOTHING`.execute(trx);
}

/** Links the stakeholder to the account and notes when it was invited. */
export async function linkStakeholder(
  trx: Executor,
  capTableId: string,
  stakeholderId: string,
  args: { userId: string; invitedOn: string },
): Promise<void> {
  await trx
    .updateTable('cap_stakeholder')
    .set({
      user_id: args.userId,
      details: sql`details || jsonb_build_object('holder_invited_on', ${args.invitedOn}::text)`,
    })
    .where('cap_table_id', '=', capTableId)
    .where('id', '=', stakeholderId)
    .execute();
}

/** An invited person's account: no password yet, empty profile. Answers its id. */
export async function insertInvitedUser(
  db: Executor,
  input: { email: string; first_name: string; last_name: string; trellis_uid: string },
): Promise<string> {
  const user = await db
    .insertInto('app_user')
    .values({ ...input, password_hash: null, profile_details: JSON.stringify({}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

/**
 * The issued securities of the stakeholders linked to the user or to one of the entities, in every
 * cap table of the tenant (cap_stakeholder_user_idx, cap_stakeholder_entity_idx), at most `limit`.
 */
export function linkedSecurities(
  db: Executor,
  args: { fiduciaryId: string; userId: string; entityIds: readonly string[]; limit: number },
) {
  return db
    .selectFrom('cap_stakeholder as h')
    .innerJoin('cap_table as t', 't.id', 'h.cap_table_id')
    .innerJoin('issuer as i', 'i.id', 't.issuer_id')
    .innerJoin('cap_security as s', (j) =>
      j.onRef('s.cap_table_id', '=', 'h.cap_table_id').onRef('s.stakeholder_id', '=', 'h.id'),
    )
    .select(['s.id', 's.cap_table_id', 'h.id as stakeholder_id', 't.issuer_id', 'i.name as company_name'])
    .where('t.fiduciary_id', '=', args.fiduciaryId)
    .where('s.status', '=', 'issued')
    .where((eb) =>
      eb.or([
        eb('h.user_id', '=', args.userId),
        ...(args.entityIds.length > 0 ? [eb('h.entity_id', 'in', [...args.entityIds])] : []),
      ]),
    )
    .orderBy('i.name')
    .orderBy('s.id')
    .limit(args.limit)
    .execute();
}

export async function companyName(db: Executor, issuerId: string): Promise<string> {
  const row = await db.selectFrom('issuer').select('name').where('id', '=', issuerId).executeTakeFirstOrThrow();
  return row.name;
}
