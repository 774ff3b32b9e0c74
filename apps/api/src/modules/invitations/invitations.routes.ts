import {
  createInvitationRoute,
  getInvitationRoute,
  getPublicInvitationRoute,
  importInvitationsRoute,
  INVITATION_CODE_HEADER,
  kycDecisionRoute,
  listInvitationsRoute,
  resendInvitationRoute,
  revokeInvitationRoute,
} from '@dl/contracts';
import { IMPORT_MAX_BYTES } from '@dl/domain';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireStaff } from '#api/plugins/guards/index.ts';
import { readCsvUpload } from './csv-upload.ts';
import { decideKyc } from './decide-kyc.ts';
import { importInvitations } from './import-invitations.ts';
import { createInvitation, getInvitation, listInvitations } from './invitations.service.ts';
import { resendInvitation, revokeInvitation } from './manage-invitation.ts';
import { withRetryAfter } from './inviter-limit.ts';
import { openInvitation } from './open-invitation.ts';

/** The refusal this portal's callers read (kept word for word; spec'd by the invitation tests). */
const NOT_ONBOARDING_STAFF = 'You do not have permission to manage invitations.';

/** Fiduciary staff's invitation calls (tenant-guarded scope). */
export function invitationRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...createInvitationRoute,
    handler: async (req, reply) => {
      const who = requireStaff(req, 'invitations.manage', NOT_ONBOARDING_STAFF);
      const data = await withRetryAfter(reply, () => createInvitation(ctx, { ...who, body: req.body, ip: req.ip }));
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
    ...importInvitationsRoute,
    handler: async (req, reply) => {
      const who = requireStaff(req, 'invitations.manage', NOT_ONBOARDING_STAFF);
      const file = req.isMultipart() ? await req.file({ limits: { fileSize: IMPORT_MAX_BYTES } }) : undefined;
      if (file?.fieldname !== 'file') throw new AppError('BAD_REQUEST', 'file: File is required');
      const result = await importInvitations(ctx, { ...who, ...(await readCsvUpload(file)) });
      if (!result.ok) {
        const detail = `The file has ${result.errors.length} problem(s); nothing was imported.`;
        return reply.status(400).send({ detail, code: 'BAD_REQUEST', row_errors: result.errors });
      }
      return reply.status(201).send({ count: result.invitations.length, results: result.invitations });
    },
  });
  app.route({
    ...resendInvitationRoute,
    handler: async (req) => {
      const who = requireStaff(req, 'invitations.manage', NOT_ONBOARDING_STAFF);
      return { data: await resendInvitation(ctx, { ...who, id: req.params.id }) };
    },
  });
  app.route({
    ...revokeInvitationRoute,
    handler: async (req) => {
      const who = requireStaff(req, 'invitations.manage', NOT_ONBOARDING_STAFF);
      return { data: await revokeInvitation(ctx, { ...who, id: req.params.id }) };
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
