import { type Action, can, PROVIDER_ROLES } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#api/db/database.ts';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { NOT_PERMITTED } from './messages.ts';
import { requirePrincipal } from './tenant.ts';

/** The provider staff member calling an /admin route, with the provider roles they hold. */
export interface ProviderScope {
  userId: string;
  roles: string[];
  /** The provider's home (the fiduciary row holding provider staff memberships). */
  homeId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    provider: ProviderScope | null;
  }
}

const PROVIDER_ROLE_NAMES: readonly string[] = Object.values(PROVIDER_ROLES);

async function findProviderHome(db: Db): Promise<string> {
  const row = await db.selectFrom('fiduciary').select('id').where('is_provider', '=', true).executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Guard of every /admin route (ADR 0029): the caller must hold a provider role in the provider's
 * home, read through the membership cache (a disabled user holds none), whatever the token's current
 * tenant. Anyone else gets 403: no tenant role, even fiduciary_superadmin, reaches a provider route.
 */
export function providerGuard(ctx: AppContext) {
  let home: Promise<string> | null = null;
  return async (request: FastifyRequest) => {
    const { userId } = requirePrincipal(request);
    home ??= findProviderHome(ctx.db).catch((error: unknown) => {
      home = null;
      throw error;
    });
    const homeId = await home;
    const rows = await ctx.memberships.get(ctx.db, userId, homeId);
    const roles = [...new Set(rows.map((r) => r.role).filter((r) => PROVIDER_ROLE_NAMES.includes(r)))];
    if (roles.length === 0) throw new AppError('FORBIDDEN', NOT_PERMITTED);
    request.provider = { userId, roles, homeId };
  };
}

/** The provider caller must hold a role the permission map allows `action` (ADR 0029); 403 otherwise. */
export function requireProvider(request: FastifyRequest, action: Action): ProviderScope {
  const scope = request.provider;
  if (!scope) throw new Error('provider scope missing: route not registered under the provider guard');
  if (!scope.roles.some((role) => can(role, action))) throw new AppError('FORBIDDEN', NOT_PERMITTED);
  return scope;
}
