import type { FastifyRequest } from 'fastify';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { Principal } from '../auth.ts';

/** The caller's standing in the fiduciary named by the path's {fidId}. */
export interface TenantScope {
  fiduciaryId: string;
  roles: string[];
  /** The token's role, when the token is for this fiduciary and the role is still held. */
  currentRole: string | null;
  entityId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantScope | null;
  }
}

/** The authenticated caller; a request without a token gets 401. */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHORIZED', 'Authentication credentials were not provided.');
  return request.principal;
}

export function requireTenant(request: FastifyRequest): TenantScope {
  if (!request.tenant) throw new Error('tenant scope missing: route not registered under the tenant guard');
  return request.tenant;
}

type MembershipRole = { role: string; entity_id: string | null };

/**
 * Guard of every /fid/{fidId}/... route: the caller must hold a membership of that fiduciary.
 * A fiduciary the caller does not belong to answers exactly like one that does not exist (404).
 * Memberships come from the process's membership cache (ADR 0012): a change made through this
 * process takes effect on the next request, one made elsewhere as soon as PostgreSQL delivers its
 * notification; without a listening connection they are read on every request. A token whose
 * current role is missing from the cached rows reads them again (a role just added).
 */
export function tenantGuard(ctx: AppContext) {
  const { memberships } = ctx;
  return async (request: FastifyRequest) => {
    const principal = requirePrincipal(request);
    const { fidId } = request.params as { fidId?: string };
    if (!fidId) throw notFound();
    const { claims } = principal;
    const isCurrent = claims.current_fiduciary_id === fidId;
    const holds = (rows: readonly MembershipRole[]) =>
      isCurrent && rows.some((r) => r.role === claims.current_role && r.entity_id === claims.current_entity_id);
    let rows = await memberships.get(ctx.db, principal.userId, fidId);
    let holdsCurrent = holds(rows);
    if (isCurrent && !holdsCurrent && rows.length > 0 && memberships.active) {
      rows = await memberships.get(ctx.db, principal.userId, fidId, true);
      holdsCurrent = holds(rows);
    }
    if (rows.length === 0) throw notFound();
    request.tenant = {
      fiduciaryId: fidId,
      roles: [...new Set(rows.map((r) => r.role))],
      currentRole: holdsCurrent ? claims.current_role : null,
      entityId: holdsCurrent ? claims.current_entity_id : null,
    };
  };
}
