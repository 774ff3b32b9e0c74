import { getDataRoomRoute, getInvestorDocumentRoute, getMyDocumentRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor } from '#api/plugins/guards/index.ts';
import { fetchDocument, listDataRoom } from './documents.service.ts';

/** Document reads (spec 7 "Documents") and the data room. Reading is open to viewers too. */
export function documentRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...getMyDocumentRoute,
    handler: (req) => fetchDocument(ctx, requireInvestor(req), req.params.docId),
  });
  app.route({
    ...getInvestorDocumentRoute,
    handler: (req) => fetchDocument(ctx, requireInvestor(req), req.params.docId, { investorAddressedOnly: true }),
  });
  app.route({
    ...getDataRoomRoute,
    handler: (req) => listDataRoom(ctx, requireInvestor(req), req.params.id),
  });
}
