import { inviteHolderRoute, listHoldersRoute, myHoldingsRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireCapTable } from '#api/plugins/guards/index.ts';
import { inviteHolder, listHolders } from './holders.service.ts';
import { myHoldings } from './my-holdings.ts';

/** Holders of a cap table, their invitations, and a holder's own view (spec 6). */
export function captableHoldersRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listHoldersRoute,
    handler: async (req) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.users.read');
      return listHolders(ctx, scope, req.query);
    },
  });
  app.route({
    ...inviteHolderRoute,
    handler: async (req) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.holders.manage');
      return { data: await inviteHolder(ctx, scope, req.params.stakeholderId) };
    },
  });
  app.route({
    ...myHoldingsRoute,
    // Any member of the tenant: what is listed is only what is linked to the caller.
    handler: async (req) => myHoldings(ctx, req),
  });
}
