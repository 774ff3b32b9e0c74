import {
  entityTagsRoutes,
  getOpportunityRoute,
  listOpportunitiesRoute,
  listOpportunityTagsRoute,
  setOpportunityFavoriteRoute,
  tearsheetInviteRoute,
  tearsheetRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor, requirePrincipal, requireStaff, requireTenant } from '#api/plugins/guards/index.ts';
import { withRetryAfter } from '../invitations/index.ts';
import { getOpportunityDetail } from './detail.service.ts';
import { setOpportunityFavorite } from './favorite.service.ts';
import { listOpportunities } from './list.service.ts';
import { getEntityTags, listOpportunityTags, saveEntityTags } from './tags.service.ts';
import { getTearsheet, inviteToTearsheet } from './tearsheet.service.ts';

/** The refusal of a member who may not share an opportunity by e-mail (tearsheet invite). */
const NOT_AN_INVITER = 'You do not have permission to invite people.';

/**
 * Discover and Trade lists, opportunity detail, favorites (investor base), tags and the tearsheet
 * (tenant base). Every route sits behind the tenant guard (app.ts).
 */
export function opportunityRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  const { secondaries, lists: caches } = ctx.modules.opportunities;

  app.route({
    ...listOpportunitiesRoute,
    handler: (req) => listOpportunities(ctx, caches, requireInvestor(req), req.query),
  });
  app.route({
    ...getOpportunityRoute,
    handler: (req) => getOpportunityDetail(ctx, secondaries, requireInvestor(req), req.params.id),
  });
  app.route({
    ...setOpportunityFavoriteRoute,
    handler: (req) =>
      setOpportunityFavorite(ctx, caches, requireInvestor(req, { act: true }), req.params.id, req.body.favorite),
  });

  app.route({
    ...listOpportunityTagsRoute,
    handler: async (req) => ({ results: await listOpportunityTags(ctx, secondaries, requireTenant(req)) }),
  });
  app.route({
    ...entityTagsRoutes.list,
    handler: async (req) => ({
      results: await getEntityTags(ctx, requireTenant(req), requirePrincipal(req).userId, req.params.id),
    }),
  });
  app.route({
    ...entityTagsRoutes.add,
    handler: async (req, reply) => {
      const tenant = requireTenant(req);
      const { userId } = requirePrincipal(req);
      const results = await saveEntityTags(ctx, tenant, userId, req.params.id, { tags: req.body.tags, replace: false });
      return reply.code(201).send({ results });
    },
  });
  app.route({
    ...entityTagsRoutes.replace,
    handler: async (req) => {
      const tenant = requireTenant(req);
      const { userId } = requirePrincipal(req);
      return {
        results: await saveEntityTags(ctx, tenant, userId, req.params.id, { tags: req.body.tags, replace: true }),
      };
    },
  });

  app.route({
    ...tearsheetRoute,
    handler: (req) => getTearsheet(ctx, requireTenant(req).fiduciaryId, req.params.id),
  });
  app.route({
    ...tearsheetInviteRoute,
    handler: async (req, reply) => {
      const who = requireStaff(req, 'tearsheet.invite', NOT_AN_INVITER);
      const result = await withRetryAfter(reply, () => inviteToTearsheet(ctx, who, { ...req.body, ip: req.ip }));
      return reply.code(202).send(result);
    },
  });
}
