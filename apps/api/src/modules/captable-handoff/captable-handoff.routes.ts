import { captableSsoExchangeRoute, captableSsoTokenRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor } from '#api/plugins/guards/index.ts';
import { createSsoToken, exchangeSsoToken } from './captable-handoff.service.ts';

/** Tenant-scoped: an investor asks for a hand-off token. */
export function captableSsoTokenRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...captableSsoTokenRoute,
    handler: (req) => createSsoToken(ctx, requireInvestor(req)),
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
