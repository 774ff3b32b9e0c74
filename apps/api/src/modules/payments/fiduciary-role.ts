import { FIDUCIARY_ROLES } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { NOT_AN_INVESTOR } from '../../lib/investor-scope.ts';
import { requirePrincipal, requireTenant } from '../../plugins/auth.ts';

const { FIDUCIARY_SUPERADMIN, FIDUCIARY_ADMIN, DEAL_EXECUTOR } = FIDUCIARY_ROLES;

/** Who acknowledges payments and keeps the wire instructions (issue 5). */
export const PAYMENT_KEEPERS: readonly string[] = [FIDUCIARY_SUPERADMIN, FIDUCIARY_ADMIN, DEAL_EXECUTOR];

/** The token's current role must be one of `roles` in this fiduciary; other members get 403. */
export function requireFiduciaryRole(req: FastifyRequest, roles: readonly string[]) {
  const tenant = requireTenant(req);
  const { userId } = requirePrincipal(req);
  if (!tenant.currentRole || !roles.includes(tenant.currentRole)) throw new AppError('FORBIDDEN', NOT_AN_INVESTOR);
  return { fiduciaryId: tenant.fiduciaryId, userId };
}
