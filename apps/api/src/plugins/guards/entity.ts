import { can } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { NOT_PERMITTED } from './messages.ts';
import { requirePrincipal, requireTenant } from './tenant.ts';

export interface EntityAccess {
  fiduciaryId: string;
  userId: string;
  entityId: string;
  /** Investor or investor admin of the entity; a viewer only reads (masked). */
  canAct: boolean;
}

/**
 * Whose form answers the caller may touch: an entity the caller holds an investor role for in this
 * fiduciary (the token's current entity when none is named). Any other entity, another user's or
 * another tenant's, answers 404 like a missing one; a viewer may read but not save, submit or reveal.
 */
export async function entityAccess(
  ctx: AppContext,
  req: FastifyRequest,
  entityId: string | undefined,
  options: { act?: boolean } = {},
): Promise<EntityAccess> {
  const tenant = requireTenant(req);
  const { userId } = requirePrincipal(req);
  const target = entityId ?? tenant.entityId;
  if (!target) throw new AppError('FORBIDDEN', NOT_PERMITTED);
  const rows = await ctx.memberships.get(ctx.db, userId, tenant.fiduciaryId);
  const roles = rows.filter((r) => r.entity_id === target).map((r) => r.role);
  if (!roles.some((r) => can(r, 'investor.read'))) throw notFound();
  const canAct = roles.some((r) => can(r, 'investor.act'));
  if (options.act && !canAct) throw new AppError('FORBIDDEN', NOT_PERMITTED);
  return { fiduciaryId: tenant.fiduciaryId, userId, entityId: target, canAct };
}
