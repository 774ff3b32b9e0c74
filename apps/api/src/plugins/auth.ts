import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '@dl/contracts';
import type { AppContext } from '../lib/context.ts';
import { verifyAccessToken } from '../platform/tokens/tokens.ts';

export interface Principal {
  userId: string;
  claims: AccessClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/**
 * Authentication only: reads the bearer token into `request.principal`. Access checks (principal
 * required, tenant, investor, staff, entity, issuer) live in ./guards (ADR 0025).
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('tenant', null);
  app.decorateRequest('provider', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await verifyAccessToken(ctx.keys, header.slice('Bearer '.length).trim());
    request.principal = { userId: claims.sub, claims };
  });
}
