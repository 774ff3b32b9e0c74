import { buildPath, getSignedFileRoute, getStaticAssetRoute, uploadStaticAssetRoute } from '@dl/contracts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requirePrincipal, requireTenant } from '#api/plugins/guards/index.ts';
import { verifySignedFile } from '#api/platform/signed-links.ts';
import { decideFileAccess } from './file-access.ts';
import { sendStoredFile } from './send-file.ts';
import { storeUpload } from './upload.ts';

export function fileRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...uploadStaticAssetRoute,
    handler: async (req, reply) => {
      const { fiduciaryId } = requireTenant(req);
      const { userId } = requirePrincipal(req);
      if (!req.isMultipart())
        throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data in the field "file".');
      const file = await req.file();
      if (file?.fieldname !== 'file') throw new AppError('BAD_REQUEST', 'file: file is required');
      const result = await storeUpload({
        db: ctx.db,
        storage: ctx.storage,
        file,
        fiduciaryId,
        userId,
        group: req.query.group,
        maxBytes: ctx.config.UPLOAD_MAX_BYTES,
        urlFor: (fileId) => buildPath(getStaticAssetRoute.url, { fidId: fiduciaryId, fileId }),
      });
      return reply.status(201).send(result);
    },
  });

  app.route({
    ...getStaticAssetRoute,
    // The answer is the file's bytes, streamed: only the params go through a schema.
    schema: { params: getStaticAssetRoute.schema.params },
    handler: async (req, reply) => {
      const { fiduciaryId, currentRole, entityId } = requireTenant(req);
      const { userId } = requirePrincipal(req);
      const { fileId } = req.params;
      // What the file belongs to decides (file-access.ts); a file the caller may not read is missing.
      const basis = await decideFileAccess(ctx.db, { fiduciaryId, userId, currentRole, entityId }, fileId);
      if (!basis) throw notFound();
      return sendStoredFile(ctx.db, ctx.storage, reply, { fileId, fiduciaryId });
    },
  });
}

/** Files read through signed links (no bearer header): registered outside the tenant guard. */
export function signedFileRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...getSignedFileRoute,
    schema: { params: getSignedFileRoute.schema.params, querystring: getSignedFileRoute.schema.querystring },
    handler: async (req, reply) => {
      const { fileId } = req.params;
      const { expires, signature } = req.query;
      // Expired, altered or foreign: all answer like a missing file.
      if (!verifySignedFile(ctx, { fileId, expires, signature })) throw notFound();
      return sendStoredFile(ctx.db, ctx.storage, reply, { fileId });
    },
  });
}
