import { sql } from 'kysely';
import type { AuthorizedParty, PartyRole } from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES, type InvestorRole, toInvestorRole } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { canManage, INVESTOR_MEMBERSHIP_ROLES, strongest } from '../my-entities/index.ts';

/** Spec 6: investor admin and viewer act through the fiduciary roles fiduciary_investor-admin / fiduciary_viewer. */
const PARTY_MEMBERSHIP_ROLE: Record<PartyRole, string> = {
  INVESTOR_ADMIN: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR_ADMIN,
  VIEWER: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER,
};

interface PartyRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  role: string;
  created_on: Date;
}

export interface PartyHolding {
  party: AuthorizedParty;
  /** Every investor role the person holds on the entity. */
  roles: InvestorRole[];
}

/** The people who hold an investor role on the entity, one row each with their strongest role. */
export async function findParties(
  db: Executor,
  args: { fiduciaryId: string; entityId: string; callerId: string; partyId?: string },
): Promise<PartyHolding[]> {
  const rows: PartyRow[] = await db
    .selectFrom('membership as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.email', 'u.first_name', 'u.last_name', 'u.password_hash', 'm.role', 'm.created_on'])
    .where('m.fiduciary_id', '=', args.fiduciaryId)
    .where('m.entity_id', '=', args.entityId)
    .where('m.role', 'in', INVESTOR_MEMBERSHIP_ROLES)
    .$if(args.partyId !== undefined, (q) => q.where('m.user_id', '=', args.partyId as string))
    .orderBy('m.created_on')
    .orderBy('u.email')
    .execute();
  const byUser = new Map<string, { row: PartyRow; roles: InvestorRole[] }>();
  for (const row of rows) {
    const entry = byUser.get(row.user_id) ?? { row, roles: [] };
    const role = toInvestorRole(row.role);
    if (role) entry.roles.push(role);
    byUser.set(row.user_id, entry);
  }
  return [...byUser.values()].map(({ row, roles }) => {
    const role = strongest(roles) ?? 'VIEWER';
    return {
      roles,
      party: {
        user_id: row.user_id,
        email: row.email,
        first_name: row.first_name,
        last_name: row.last_name,
        role,
        status: row.password_hash ? 'ACTIVE' : 'INVITED',
        is_me: row.user_id === args.callerId,
        created_on: new Date(row.created_on).toISOString(),
      },
    };
  });
}

/** How many people would still manage the entity if `userId` held only `nextRoles` on it. */
export function managersAfter(holdings: PartyHolding[], userId: string, nextRoles: InvestorRole[]): number {
  return holdings.filter((h) => (h.party.user_id === userId ? nextRoles : h.roles).some((r) => canManage(r))).length;
}

export async function dropPartyRoles(db: Executor, args: { fiduciaryId: string; entityId: string; userId: string }) {
  await db
    .deleteFrom('membership')
    .where('fiduciary_id', '=', args.fiduciaryId)
    .where('entity_id', '=', args.entityId)
    .where('user_id', '=', args.userId)
    .where('role', 'in', Object.values(PARTY_MEMBERSHIP_ROLE))
    .execute();
}

export async function grantPartyRole(
  db: Executor,
  args: { fiduciaryId: string; entityId: string; userId: string; role: PartyRole },
) {
  await db
    .insertInto('membership')
    .values({
      fiduciary_id: args.fiduciaryId,
      entity_id: args.entityId,
      user_id: args.userId,
      role: PARTY_MEMBERSHIP_ROLE[args.role],
    })
    .execute();
}

export async function findUserIdByEmail(db: Executor, email: string) {
  const row = await db
    .selectFrom('app_user')
    .select(['id', 'is_active'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row ?? null;
}

/** The name of one investing entity of this fiduciary (it exists: the caller manages it). */
export async function findEntityName(db: Executor, args: { fiduciaryId: string; entityId: string }): Promise<string> {
  const row = await db
    .selectFrom('investing_entity')
    .select('name')
    .where('id', '=', args.entityId)
    .where('fiduciary_id', '=', args.fiduciaryId)
    .executeTakeFirstOrThrow();
  return row.name;
}

/** Creates an invited person's account: no password yet, empty profile. Answers the new user id. */
export async function insertInvitedUser(
  db: Executor,
  input: { email: string; first_name: string; last_name: string; trellis_uid: string },
): Promise<string> {
  const user = await db
    .insertInto('app_user')
    .values({
      email: input.email,
      password_hash: null,
      first_name: input.first_name,
      last_name: input.last_name,
      trellis_uid: input.trellis_uid,
      profile_details: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}
