import type { FastifyRequest } from 'fastify';
import { type InvestorRole, INVESTOR_ROLES, toInvestorRole } from '@dl/domain';
import { requirePrincipal, requireTenant } from '../plugins/auth.ts';
import { AppError } from './app-error.ts';

/** Who is acting in an investor call: the token's current role and entity, checked by the tenant guard. */
export interface InvestorScope {
  fiduciaryId: string;
  userId: string;
  entityId: string;
  role: InvestorRole;
}

export const NOT_AN_INVESTOR = 'You do not have permission to perform this action.';

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
  if (!role || !tenant.entityId) throw new AppError('FORBIDDEN', NOT_AN_INVESTOR);
  if (options.act && role === INVESTOR_ROLES.VIEWER) throw new AppError('FORBIDDEN', NOT_AN_INVESTOR);
  return { fiduciaryId: tenant.fiduciaryId, userId, entityId: tenant.entityId, role };
}
