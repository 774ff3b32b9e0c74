import { type Action, can } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/lib/app-error.ts';
import { refusalFor } from './messages.ts';
import { requirePrincipal, requireTenant } from './tenant.ts';

/** The staff member acting in this fiduciary. */
export interface StaffScope {
  fiduciaryId: string;
  userId: string;
}

/**
 * The token's current role in this fiduciary must be allowed `action` by the permission map
 * (ADR 0025); other members get 403, worded for their role (`refusalFor`) unless the route words its own.
 */
export function requireStaff(req: FastifyRequest, action: Action, refusal?: string): StaffScope {
  const tenant = requireTenant(req);
  const { userId } = requirePrincipal(req);
  if (!can(tenant.currentRole, action)) throw new AppError('FORBIDDEN', refusal ?? refusalFor([tenant.currentRole]));
  return { fiduciaryId: tenant.fiduciaryId, userId };
}
