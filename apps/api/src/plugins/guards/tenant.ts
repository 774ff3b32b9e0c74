import { TENANT_SUSPENDED } from '@dl/domain';
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

const ACCOUNT_DISABLED = 'Your account is disabled. Please contact your administrator.';

/**
 * Why a caller holds no usable membership of `fidId` (read only on this path): a disabled account is
 * refused with 401 (the app then ends the session), a member of a suspended tenant with 403 and the
 * notice (ADR 0029); anyone else gets the 404 of a fiduciary that does not exist.
 */
async function refusalWithoutMembership(ctx: AppContext, userId: string, fidId: string): Promise<AppError> {
  const row = await ctx.db
    .selectFrom('app_user as u')
    .leftJoin('membership as m', (j) => j.onRef('m.user_id', '=', 'u.id').on('m.fiduciary_id', '=', fidId))
    .leftJoin('fiduciary as f', 'f.id', 'm.fiduciary_id')
    .select(['u.is_active', 'f.suspended_on'])
    .where('u.id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  if (!row?.is_active) return new AppError('UNAUTHORIZED', ACCOUNT_DISABLED);
  if (row.suspended_on) return new AppError('FORBIDDEN', TENANT_SUSPENDED, 'TENANT_SUSPENDED');
  return notFound();
}

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
    if (rows.length === 0) throw await refusalWithoutMembership(ctx, principal.userId, fidId);
    request.tenant = {
      fiduciaryId: fidId,
      roles: [...new Set(rows.map((r) => r.role))],
      currentRole: holdsCurrent ? claims.current_role : null,
      entityId: holdsCurrent ? claims.current_entity_id : null,
    };
  };
}
