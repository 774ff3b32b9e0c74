import {
  listAudienceOpportunitiesRoute,
  listDocumentRecipientsRoute,
  listDocumentSendsRoute,
  sendDocumentRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireStaff } from '#api/plugins/guards/index.ts';
import {
  listAudienceOpportunities,
  listDocumentRecipients,
  listDocumentSends,
  sendDocument,
} from './document-sends.service.ts';

/** Documents the fiduciary sends to investors (issue 15 point 9): send, list, track recipients. */
export function documentSendRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...sendDocumentRoute,
    handler: async (req, reply) => {
      const data = await sendDocument(ctx, requireStaff(req, 'documents.send'), req.body);
      return reply.status(201).send({ data });
    },
  });

  app.route({
    ...listDocumentSendsRoute,
    handler: (req) => listDocumentSends(ctx, requireStaff(req, 'documents.track'), req.query),
  });

  app.route({
    ...listAudienceOpportunitiesRoute,
    handler: (req) => listAudienceOpportunities(ctx, requireStaff(req, 'documents.send')),
  });

  app.route({
    ...listDocumentRecipientsRoute,
    handler: (req) => listDocumentRecipients(ctx, requireStaff(req, 'documents.track'), req.params.id, req.query),
  });
}
