import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '@dl/contracts';
import { TENANT_SUSPENDED } from '@dl/domain';
import type { AppContext } from '../lib/context.ts';
import { AppError } from '../lib/app-error.ts';
import { verifyAccessToken } from '../platform/tokens/tokens.ts';

export interface Principal {
  userId: string;
  claims: AccessClaims;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const SESSION_ENDED = 'Your session has ended. Please log in again.';
const ACCOUNT_DISABLED = 'Your account is disabled. Please contact your administrator.';

/**
 * Why a token's session ended, when it was not the user's own doing (read only on this path): a
 * disabled account answers 401 with its notice and a suspended tenant 403 `TENANT_SUSPENDED`, as the
 * tenant guard does (ADR 0029); otherwise (logout, revoked, password changed) the session ended.
 */
async function refusalOfEndedSession(ctx: AppContext, claims: AccessClaims): Promise<AppError> {
  const row = await ctx.db
    .selectFrom('app_user as u')
    .select((eb) => [
      'u.is_active',
      eb
        .selectFrom('fiduciary as f')
        .select('f.suspended_on')
        .where('f.id', '=', claims.current_fiduciary_id)
        .as('suspended_on'),
    ])
    .where('u.id', '=', claims.sub)
    .executeTakeFirst();
  if (row && !row.is_active) return new AppError('UNAUTHORIZED', ACCOUNT_DISABLED);
  if (row?.suspended_on) return new AppError('FORBIDDEN', TENANT_SUSPENDED, 'TENANT_SUSPENDED');
  return new AppError('UNAUTHORIZED', SESSION_ENDED);
}

/**
 * Authentication only: reads the bearer token into `request.principal`, refusing a token whose
 * session has ended (logout, revoked in Settings, password changed or reset, refresh-token reuse;
 * ADR 0001): from memory in the common case (platform/session-revocation.ts). Access checks
 * (principal required, tenant, investor, staff, entity, issuer) live in ./guards (ADR 0025).
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('tenant', null);
  app.decorateRequest('provider', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const { claims, sessionId } = await verifyAccessToken(ctx.keys, header.slice('Bearer '.length).trim());
    if (!(await ctx.sessions.isOpen(ctx.db, sessionId))) throw await refusalOfEndedSession(ctx, claims);
    request.principal = { userId: claims.sub, claims, sessionId };
  });
}
