import { buildPath, getStaticAssetRoute, uploadStaticAssetRoute } from '@dl/contracts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FastifyZodInstance } from '../../lib/fastify-types.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { requirePrincipal, requireTenant } from '../../plugins/auth.ts';
import { storeUpload } from './upload.ts';

export function fileRoutes(app: FastifyZodInstance, ctx: AppContext, storage: FileStorage): void {
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
        storage,
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
      const { fiduciaryId } = requireTenant(req);
      const row = await ctx.db
        .selectFrom('stored_file')
        .select(['name', 'mime_type', 'size', 'storage_key'])
        .where('id', '=', req.params.fileId)
        .where('fiduciary_id', '=', fiduciaryId)
        .executeTakeFirst();
      if (!row) throw notFound();
      return reply
        .header('content-type', row.mime_type)
        .header('content-length', row.size)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('cache-control', 'private, max-age=300')
        .send(storage.read(row.storage_key));
    },
  });
}
