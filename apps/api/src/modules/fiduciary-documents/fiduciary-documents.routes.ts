import { getFiduciaryDocumentEsignRoute, getFiduciaryDocumentRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor } from '#api/plugins/guards/index.ts';
import { getFiduciaryDocument, openFiduciaryDocumentCeremony } from './fiduciary-documents.service.ts';

/**
 * Fiduciary documents (spec 7 "Documents", tenant base). Reading is open to viewers of the entity;
 * signing is checked against the caller's role for the entity named by `entity_uid`.
 */
export function fiduciaryDocumentRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...getFiduciaryDocumentRoute,
    handler: (req) => getFiduciaryDocument(ctx, requireInvestor(req), req.params.docId, req.query.entity_uid),
  });
  app.route({
    ...getFiduciaryDocumentEsignRoute,
    handler: (req) => openFiduciaryDocumentCeremony(ctx, requireInvestor(req), req.params.docId, req.query.entity_uid),
  });
}
