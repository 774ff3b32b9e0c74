import { ENTITY_TYPES, type entityBodySchema, INDIVIDUAL_ENTITY_TYPES, type MyEntity } from '@dl/contracts';
import type { z } from 'zod';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { requireManagedEntity } from './entity-access.ts';
import {
  findMyEntities,
  insertAdminMembership,
  insertEntity,
  replaceContacts,
  updateEntity,
} from './my-entities.repository.ts';

/** A create or update body, defaults applied (addresses and phones are arrays, business_type may be null). */
export type EntityInput = z.infer<typeof entityBodySchema>;

interface Caller {
  fiduciaryId: string;
  userId: string;
}

/** Spec 3: the entity-only list leaves out individual-type entities. */
const ENTITY_ONLY = ENTITY_TYPES.filter((t) => !(INDIVIDUAL_ENTITY_TYPES as readonly string[]).includes(t));

/** The caller's entities in this fiduciary; `entityOnly` leaves out individual-type ones. */
export function listMyEntities(ctx: AppContext, caller: Caller, entityOnly: boolean): Promise<MyEntity[]> {
  return findMyEntities(ctx.db, { ...caller, types: entityOnly ? ENTITY_ONLY : undefined });
}

/** One of the caller's entities; 404 when the caller holds no investor role on it. */
export async function getMyEntity(ctx: AppContext, caller: Caller, entityId: string): Promise<MyEntity> {
  const [entity] = await findMyEntities(ctx.db, { ...caller, entityId });
  if (!entity) throw notFound();
  return entity;
}

/**
 * Creates an entity with its contacts; the creator administers it (ADR 0022). The entity joins the
 * session's permissions at the next login.
 */
export async function createMyEntity(ctx: AppContext, caller: Caller, body: EntityInput): Promise<MyEntity> {
  const { fiduciaryId, userId } = caller;
  const entityId = await ctx.db.transaction().execute(async (trx) => {
    const id = await insertEntity(trx, {
      fiduciaryId,
      userId,
      name: body.name,
      type: body.type,
      businessType: body.business_type,
    });
    await replaceContacts(trx, { fiduciaryId, entityId: id, addresses: body.addresses, phones: body.phones });
    await insertAdminMembership(trx, { fiduciaryId, userId, entityId: id });
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: userId,
      kind: 'entity_created',
      subject: id,
      data: { type: body.type },
    });
    return id;
  });
  return getMyEntity(ctx, caller, entityId);
}

/** Replaces an entity's details and contacts; only a manager of the entity may. */
export async function updateMyEntity(
  ctx: AppContext,
  caller: Caller,
  entityId: string,
  body: EntityInput,
): Promise<MyEntity> {
  const { fiduciaryId, userId } = caller;
  await ctx.db.transaction().execute(async (trx) => {
    await requireManagedEntity(trx, { fiduciaryId, userId, entityId });
    await updateEntity(trx, {
      fiduciaryId,
      entityId,
      name: body.name,
      type: body.type,
      businessType: body.business_type,
    });
    await replaceContacts(trx, { fiduciaryId, entityId, addresses: body.addresses, phones: body.phones });
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: userId,
      kind: 'entity_updated',
      subject: entityId,
    });
  });
  return getMyEntity(ctx, caller, entityId);
}
