import { captableSsoExchangeRoute, captableSsoTokenRoute } from '@dl/contracts';
import { investorCan } from '@dl/domain';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { NOT_PERMITTED, requireInvestor } from '#api/plugins/guards/index.ts';
import { createSsoToken, exchangeSsoToken } from './captable-handoff.service.ts';

/**
 * Tenant-scoped: an investor asks for a hand-off token. A viewer of the entity reads the investor
 * screens but may not open a session of its own in the cap-table portal (investor.captable_handoff).
 */
export function captableSsoTokenRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...captableSsoTokenRoute,
    handler: (req) => {
      const scope = requireInvestor(req);
      if (!investorCan(scope.role, 'investor.captable_handoff')) throw new AppError('FORBIDDEN', NOT_PERMITTED);
      return createSsoToken(ctx, scope);
    },
  });
}

/** Public (no bearer): the cap-table portal exchanges the token for a holder session. */
export function captableSsoExchangeRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...captableSsoExchangeRoute,
    handler: (req) =>
      exchangeSsoToken(ctx, req.body.token, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null }),
  });
}
