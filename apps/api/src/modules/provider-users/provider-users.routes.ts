import {
  addMembershipRoute,
  changeMembershipRoleRoute,
  disableUserRoute,
  enableUserRoute,
  getProviderUserRoute,
  listProviderUsersRoute,
  removeMembershipRoute,
  resetOtpRoute,
  sendPasswordLinkRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireProvider } from '#api/plugins/guards/index.ts';
import { resetSecondFactor, sendPasswordLink, setAccountActive } from './account-actions.ts';
import { addMembership, changeMembershipRole, getUser, listUsers, removeMembership } from './provider-users.service.ts';

/** The provider's users (issue 18 point 4, ADR 0029); registered under the provider guard. */
export function providerUserRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listProviderUsersRoute,
    handler: (req) => {
      requireProvider(req, 'users.read');
      return listUsers(ctx, req.query);
    },
  });
  app.route({
    ...getProviderUserRoute,
    handler: async (req) => {
      requireProvider(req, 'users.read');
      return { data: await getUser(ctx.db, req.params.userId) };
    },
  });
  app.route({
    ...addMembershipRoute,
    handler: async (req, reply) => {
      const who = requireProvider(req, 'users.manage');
      return reply.code(201).send({ data: await addMembership(ctx, who, req.params.userId, req.body) });
    },
  });
  app.route({
    ...changeMembershipRoleRoute,
    handler: async (req) => ({
      data: await changeMembershipRole(ctx, requireProvider(req, 'users.manage'), {
        ...req.params,
        role: req.body.role,
      }),
    }),
  });
  app.route({
    ...removeMembershipRoute,
    handler: async (req) => ({
      data: await removeMembership(
        ctx,
        requireProvider(req, 'users.manage'),
        req.params.userId,
        req.params.membershipId,
      ),
    }),
  });
  app.route({
    ...disableUserRoute,
    handler: async (req) => ({
      data: await setAccountActive(ctx, requireProvider(req, 'users.manage'), req.params.userId, false),
    }),
  });
  app.route({
    ...enableUserRoute,
    handler: async (req) => ({
      data: await setAccountActive(ctx, requireProvider(req, 'users.manage'), req.params.userId, true),
    }),
  });
  app.route({
    ...sendPasswordLinkRoute,
    handler: (req) => sendPasswordLink(ctx, requireProvider(req, 'users.manage'), req.params.userId),
  });
  app.route({
    ...resetOtpRoute,
    handler: async (req) => ({
      data: await resetSecondFactor(ctx, requireProvider(req, 'users.manage'), req.params.userId),
    }),
  });
}
