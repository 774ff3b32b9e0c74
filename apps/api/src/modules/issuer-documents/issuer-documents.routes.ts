import {
  deleteIssuerDocumentRoute,
  getIssuerDocumentVersionFileRoute,
  issuerDocumentCategoriesRoute,
  listCompanyDocumentsRoute,
  listIssuerDocumentsRoute,
  listIssuerDocumentVersionsRoute,
  putSignatureAreaRoute,
  updateIssuerDocumentRoute,
  uploadIssuerDocumentRoute,
  uploadIssuerDocumentVersionRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import {
  deleteIssuerDocument,
  issuerDocumentCategories,
  listCompanyDocuments,
  listIssuerDocuments,
  listIssuerDocumentVersions,
  putSignatureArea,
  sendIssuerDocumentVersion,
  updateIssuerDocument,
} from './issuer-documents.service.ts';
import { uploadIssuerDocument, uploadIssuerDocumentVersion } from './issuer-documents.upload.ts';

/** The issuer portal's documents and data room (issue 16 point 4, ADR 0030). */
export function issuerDocumentRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listIssuerDocumentsRoute,
    handler: (req) => listIssuerDocuments(ctx, req, req.params.id, req.query),
  });
  app.route({
    ...uploadIssuerDocumentRoute,
    handler: async (req, reply) =>
      reply.status(201).send({ data: await uploadIssuerDocument(ctx, req, req.params.id) }),
  });
  app.route({
    ...issuerDocumentCategoriesRoute,
    handler: (req) => issuerDocumentCategories(ctx, req, req.params.id, req.query.path),
  });
  app.route({
    ...uploadIssuerDocumentVersionRoute,
    handler: async (req, reply) =>
      reply.status(201).send({ data: await uploadIssuerDocumentVersion(ctx, req, req.params.id, req.params.docId) }),
  });
  app.route({
    ...listIssuerDocumentVersionsRoute,
    handler: (req) => listIssuerDocumentVersions(ctx, req, req.params.id, req.params.docId),
  });
  app.route({
    ...getIssuerDocumentVersionFileRoute,
    // The answer is the file's bytes, streamed: only the params go through a schema.
    schema: { params: getIssuerDocumentVersionFileRoute.schema.params },
    handler: (req, reply) => sendIssuerDocumentVersion(ctx, req, reply, req.params),
  });
  app.route({
    ...updateIssuerDocumentRoute,
    handler: (req) => updateIssuerDocument(ctx, req, req.params.id, req.params.docId, req.body),
  });
  app.route({
    ...deleteIssuerDocumentRoute,
    handler: async (req, reply) => {
      await deleteIssuerDocument(ctx, req, req.params.id, req.params.docId);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...putSignatureAreaRoute,
    handler: (req) => putSignatureArea(ctx, req, req.params.id, req.params.docId, req.body),
  });
  app.route({
    ...listCompanyDocumentsRoute,
    handler: (req) => listCompanyDocuments(ctx, req, req.query),
  });
}
