import { can, type InvestorRole, toInvestorRole } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/lib/app-error.ts';
import { NOT_PERMITTED } from './messages.ts';
import { requirePrincipal, requireTenant } from './tenant.ts';

/** Who is acting in an investor call: the token's current role and entity, checked by the tenant guard. */
export interface InvestorScope {
  fiduciaryId: string;
  userId: string;
  entityId: string;
  role: InvestorRole;
}

/**
 * The investor context of a request under `/fid/{fidId}`. `act` is for calls that change the
 * investor's standing (sign, invest, favorite): a viewer may look but not act (spec 6).
 * A member of the fiduciary without an investor role gets 403; a non-member never gets this far
 * (the tenant guard answers 404).
 */
export function requireInvestor(request: FastifyRequest, options: { act?: boolean } = {}): InvestorScope {
  const tenant = requireTenant(request);
  const { userId } = requirePrincipal(request);
  const role = tenant.currentRole ? toInvestorRole(tenant.currentRole) : null;
  if (!role || !tenant.entityId || !can(tenant.currentRole, 'investor.read')) {
    throw new AppError('FORBIDDEN', NOT_PERMITTED);
  }
  if (options.act && !can(tenant.currentRole, 'investor.act')) throw new AppError('FORBIDDEN', NOT_PERMITTED);
  return { fiduciaryId: tenant.fiduciaryId, userId, entityId: tenant.entityId, role };
}

/** Whether the token is switched to an investor role for an entity (the investor side of a shared route). */
export function actsAsInvestor(request: FastifyRequest): boolean {
  const tenant = requireTenant(request);
  return can(tenant.currentRole, 'investor.read') && Boolean(tenant.entityId);
}
