import { getKycSubmissionRoute, listKycQueueRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireStaff } from '#api/plugins/guards/index.ts';
import { kycQueue, kycSubmission } from './kyc-review.service.ts';

/** The KYC review queue and one submission (issue 15 point 4, `kyc.read_answers`). */
export function kycReviewRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listKycQueueRoute,
    handler: (req) => {
      const { fiduciaryId } = requireStaff(req, 'kyc.read_answers');
      return kycQueue(ctx, { fiduciaryId, page: req.query.page, limit: req.query.limit });
    },
  });
  app.route({
    ...getKycSubmissionRoute,
    handler: async (req) => {
      const { fiduciaryId } = requireStaff(req, 'kyc.read_answers');
      return { data: await kycSubmission(ctx, { fiduciaryId, invitationId: req.params.invitationId }) };
    },
  });
}
