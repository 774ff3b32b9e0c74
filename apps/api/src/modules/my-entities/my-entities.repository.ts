import { randomUUID } from 'node:crypto';
import type { Address, Phone, MyEntity } from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES, type InvestorRole, toInvestorRole } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import type { BusinessType } from '#api/db/schema-profile.ts';
import { canManage, INVESTOR_MEMBERSHIP_ROLES, strongest } from './entity-access.ts';
import { kycStatuses } from './kyc-status.ts';

type EntityType = MyEntity['type'];

/** Entities the user holds an investor role on in this fiduciary, with addresses and phones. */
export async function findMyEntities(
  db: Executor,
  args: { fiduciaryId: string; userId: string; entityId?: string; types?: readonly EntityType[] },
): Promise<MyEntity[]> {
  const rows = await db
    .selectFrom('membership as m')
    .innerJoin('investing_entity as e', 'e.id', 'm.entity_id')
    .leftJoin('entity_profile as p', 'p.entity_id', 'e.id')
    .select(['e.id', 'e.trellis_uid', 'e.name', 'e.type', 'e.created_on', 'p.business_type', 'm.role'])
    .where('m.fiduciary_id', '=', args.fiduciaryId)
    .where('e.fiduciary_id', '=', args.fiduciaryId)
    .where('m.user_id', '=', args.userId)
    .where('m.role', 'in', INVESTOR_MEMBERSHIP_ROLES)
    .$if(args.entityId !== undefined, (q) => q.where('e.id', '=', args.entityId as string))
    .$if(args.types !== undefined, (q) => q.where('e.type', 'in', args.types as EntityType[]))
    .orderBy('e.created_on')
    .orderBy('e.id')
    .execute();
  const byId = new Map<string, { row: (typeof rows)[number]; roles: InvestorRole[] }>();
  for (const row of rows) {
    const role = toInvestorRole(row.role);
    const entry = byId.get(row.id) ?? { row, roles: [] };
    if (role) entry.roles.push(role);
    byId.set(row.id, entry);
  }
  const ids = [...byId.keys()];
  if (ids.length === 0) return [];
  const [addresses, phones, kyc] = await Promise.all([
    db
      .selectFrom('entity_address')
      .select(['entity_id', 'type', 'line1', 'line2', 'line3', 'city', 'province', 'postal', 'country'])
      .where('fiduciary_id', '=', args.fiduciaryId)
      .where('entity_id', 'in', ids)
      .orderBy('type')
      .execute(),
    db
      .selectFrom('entity_phone')
      .select(['entity_id', 'type', 'country', 'number'])
      .where('fiduciary_id', '=', args.fiduciaryId)
      .where('entity_id', 'in', ids)
      .orderBy('type')
      .execute(),
    kycStatuses(db, args.fiduciaryId, ids),
  ]);
  return [...byId.values()].map(({ row, roles }) => {
    const role = strongest(roles) ?? 'VIEWER';
    return {
      id: row.id,
      trellis_uid: row.trellis_uid,
      name: row.name,
      type: row.type,
      business_type: row.business_type ?? null,
      my_role: role,
      can_manage: canManage(role),
      kyc_status: kyc.get(row.id) ?? null,
      addresses: addresses.filter((a) => a.entity_id === row.id).map(({ entity_id: _, ...a }) => a),
      phones: phones.filter((p) => p.entity_id === row.id).map(({ entity_id: _, ...p }) => p),
      created_on: new Date(row.created_on).toISOString(),
    };
  });
}

export async function insertEntity(
  db: Executor,
  args: { fiduciaryId: string; userId: string; name: string; type: EntityType; businessType: BusinessType | null },
): Promise<string> {
  const entity = await db
    .insertInto('investing_entity')
    .values({
      fiduciary_id: args.fiduciaryId,
      name: args.name,
      type: args.type,
      trellis_uid: `ENT-${randomUUID().slice(0, 13)}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('entity_profile')
    .values({
      entity_id: entity.id,
      fiduciary_id: args.fiduciaryId,
      business_type: args.businessType,
      created_by: args.userId,
    })
    .execute();
  return entity.id;
}

export async function updateEntity(
  db: Executor,
  args: { fiduciaryId: string; entityId: string; name: string; type: EntityType; businessType: BusinessType | null },
): Promise<void> {
  await db
    .updateTable('investing_entity')
    .set({ name: args.name, type: args.type })
    .where('id', '=', args.entityId)
    .where('fiduciary_id', '=', args.fiduciaryId)
    .execute();
  await db
    .insertInto('entity_profile')
    .values({ entity_id: args.entityId, fiduciary_id: args.fiduciaryId, business_type: args.businessType })
    .onConflict((oc) =>
      oc.column('entity_id').doUpdateSet({ business_type: args.businessType, modified_on: new Date() }),
    )
    .execute();
}

/** Replaces the entity's addresses and phones with the given ones (one of each type at most). */
export async function replaceContacts(
  db: Executor,
  args: { fiduciaryId: string; entityId: string; addresses: Address[]; phones: Phone[] },
): Promise<void> {
  const owner = { fiduciary_id: args.fiduciaryId, entity_id: args.entityId };
  await db.deleteFrom('entity_address').where('entity_id', '=', args.entityId).execute();
  await db.deleteFrom('entity_phone').where('entity_id', '=', args.entityId).execute();
  if (args.addresses.length)
    await db
      .insertInto('entity_address')
      .values(args.addresses.map((a) => ({ ...owner, ...a })))
      .execute();
  if (args.phones.length)
    await db
      .insertInto('entity_phone')
      .values(args.phones.map((p) => ({ ...owner, ...p })))
      .execute();
}

/** Makes the user an investor admin of the entity (the membership trigger tells the membership cache). */
export async function insertAdminMembership(
  db: Executor,
  args: { fiduciaryId: string; userId: string; entityId: string },
): Promise<void> {
  await db
    .insertInto('membership')
    .values({
      fiduciary_id: args.fiduciaryId,
      user_id: args.userId,
      role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR_ADMIN,
      entity_id: args.entityId,
    })
    .execute();
}
