import {
  createInvitationRoute,
  getInvitationRoute,
  getPublicInvitationRoute,
  INVITATION_CODE_HEADER,
  kycDecisionRoute,
  listInvitationsRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireStaff } from '#api/plugins/guards/index.ts';
import { decideKyc } from './decide-kyc.ts';
import { createInvitation, getInvitation, listInvitations } from './invitations.service.ts';
import { openInvitation } from './open-invitation.ts';

/** The refusal this portal's callers read (kept word for word; spec'd by the invitation tests). */
const NOT_ONBOARDING_STAFF = 'You do not have permission to manage invitations.';

/** Fiduciary staff's invitation calls (tenant-guarded scope). */
export function invitationRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...createInvitationRoute,
    handler: async (req, reply) => {
      const who = requireStaff(req, 'invitations.manage', NOT_ONBOARDING_STAFF);
      const data = await createInvitation(ctx, { ...who, body: req.body });
      return reply.status(201).send({ data });
    },
  });
  app.route({
    ...listInvitationsRoute,
    handler: (req) => {
      const { fiduciaryId } = requireStaff(req, 'invitations.manage', NOT_ONBOARDING_STAFF);
      const { page, limit, status } = req.query;
      return listInvitations(ctx, { fiduciaryId, page, limit, status });
    },
  });
  app.route({
    ...getInvitationRoute,
    handler: async (req) => {
      const { fiduciaryId } = requireStaff(req, 'invitations.manage', NOT_ONBOARDING_STAFF);
      return { data: await getInvitation(ctx, fiduciaryId, req.params.id) };
    },
  });
  app.route({
    ...kycDecisionRoute,
    handler: async (req) => {
      const who = requireStaff(req, 'kyc.decide', NOT_ONBOARDING_STAFF);
      const { decision, reason } = req.body;
      return { data: await decideKyc(ctx, { ...who, id: req.params.id, decision, reason: reason ?? null }) };
    },
  });
}

/** The invited person's view of the invitation: public, the code in a header (never the URL). */
export function publicInvitationRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...getPublicInvitationRoute,
    handler: async (req) => {
      const header = req.headers[INVITATION_CODE_HEADER];
      const code = typeof header === 'string' ? header.trim().slice(0, 200) : '';
      return { data: await openInvitation(ctx, { fiduciaryId: req.params.fidId, code, ip: req.ip }) };
    },
  });
}
