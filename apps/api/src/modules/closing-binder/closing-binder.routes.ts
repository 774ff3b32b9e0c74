import { downloadBinderRoute, verifyBinderRoute } from '@dl/contracts';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireStaff } from '#api/plugins/guards/index.ts';
import { openBinder } from './closing-binder.service.ts';
import { verifyUploadedBinder } from './verify-upload.ts';

/** The closing binder (issue 15 point 10): download one, check one. */
export function closingBinderRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...downloadBinderRoute,
    // The answer is a ZIP, streamed: only the params go through a schema.
    schema: { params: downloadBinderRoute.schema.params },
    handler: async (req, reply) => {
      const staff = requireStaff(req, 'binders.download');
      const { filename, stream } = await openBinder(ctx, staff, req.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  });

  app.route({
    ...verifyBinderRoute,
    handler: async (req) => {
      requireStaff(req, 'binders.download');
      if (!req.isMultipart()) {
        throw new AppError('BAD_REQUEST', 'Send the binder as multipart/form-data in the field "file".');
      }
      const file = await req.file();
      if (file?.fieldname !== 'file') throw new AppError('BAD_REQUEST', 'file: File is required');
      return verifyUploadedBinder(ctx, file);
    },
  });
}
