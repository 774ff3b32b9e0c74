import { ocfExportRoute, ocfImportRoute } from '@dl/contracts';
import { formatFileSize, wrongFileTypeMessage } from '@dl/domain';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireCapTable } from '#api/plugins/guards/index.ts';
import { exportIssuerOcfPackage } from './ocf-export-run.ts';
import { importOcfZip, OcfImportRefused } from './ocf-import.ts';

/** The largest package accepted (CAPTABLE 11.4; the platform's upload limit when lower). */
const MAX_PACKAGE_BYTES = 50 * 1024 * 1024;
const ZIP_MAGIC = Buffer.from('504b0304', 'hex');

/** Open Cap Format export and import of a company's cap table (issue 17 point 7). */
export function captableOcfRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...ocfExportRoute,
    // The answer is a ZIP, streamed: only the params go through a schema.
    schema: { params: ocfExportRoute.schema.params },
    handler: async (req, reply) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.read');
      const { filename, stream } = await exportIssuerOcfPackage(ctx.db, scope);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  });

  app.route({
    ...ocfImportRoute,
    handler: async (req, reply) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.securities.issue');
      if (!req.isMultipart())
        throw new AppError('BAD_REQUEST', 'Send the package as multipart/form-data in the field "file".');
      const file = await req.file();
      if (file?.fieldname !== 'file') throw new AppError('BAD_REQUEST', 'file: File is required');
      const limit = Math.min(ctx.config.UPLOAD_MAX_BYTES, MAX_PACKAGE_BYTES);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of file.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= limit) chunks.push(chunk);
      }
      if (file.file.truncated || size > limit)
        throw new AppError('PAYLOAD_TOO_LARGE', `The file is too large. The limit is ${formatFileSize(limit)}.`);
      const zip = Buffer.concat(chunks);
      if (!zip.subarray(0, 4).equals(ZIP_MAGIC)) throw new AppError('BAD_REQUEST', wrongFileTypeMessage('zip'));
      try {
        const counts = await importOcfZip(ctx.db, { ...scope, userId: scope.userId }, zip);
        return { data: { counts } };
      } catch (err) {
        if (!(err instanceof OcfImportRefused)) throw err;
        return reply.code(422).send({
          detail: err.message,
          problems: err.problems.map((p) => ({
            file: p.file,
            object_id: p.objectId,
            path: p.path || null,
            message: p.message,
          })),
        });
      }
    },
  });
}
