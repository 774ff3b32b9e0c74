import { listMyDocumentsRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor } from '#api/plugins/guards/index.ts';
import { listMyDocuments } from './my-documents.service.ts';

/** 'Manage Documents' list (see `listMyDocumentsRoute`); reading is open to viewers too. */
export function myDocumentRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listMyDocumentsRoute,
    handler: (req) => listMyDocuments(ctx, requireInvestor(req), req.query),
  });
}
