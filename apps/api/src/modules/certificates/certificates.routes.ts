import { createCertificateRoute, deleteCertificateRoute, listCertificatesRoute } from '@dl/contracts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FastifyZodInstance } from '../../lib/fastify-types.ts';
import { requireInvestor } from '../../plugins/guards/index.ts';
import { recordAudit } from '../audit/audit.ts';
import { roleOnEntity } from '../my-entities/index.ts';
import { findCertificates, findOwnPdf, findShareCertificates } from './certificates.repository.ts';

const PDF = 'application/pdf';

/** My certificates (ADR 0022): the user's uploaded certificates and, read only, share certificates. */
export function certificateRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listCertificatesRoute,
    handler: async (req) => {
      const { fiduciaryId, userId } = requireInvestor(req, { act: true });
      const [results, share_certificates] = await Promise.all([
        findCertificates(ctx.db, { fiduciaryId, userId }),
        findShareCertificates(ctx.db, { fiduciaryId, userId }),
      ]);
      return { count: results.length, results, share_certificates };
    },
  });

  app.route({
    ...createCertificateRoute,
    handler: async (req, reply) => {
      const { fiduciaryId, userId } = requireInvestor(req, { act: true });
      const body = req.body;
      const file = await findOwnPdf(ctx.db, { fiduciaryId, userId, fileId: body.file_id });
      if (!file) throw new AppError('BAD_REQUEST', 'file_id: the uploaded file was not found.');
      if (file.mime_type !== PDF) throw new AppError('BAD_REQUEST', 'Please upload PDF files only');
      if (body.entity_id && !(await roleOnEntity(ctx.db, { fiduciaryId, userId, entityId: body.entity_id })))
        throw new AppError('BAD_REQUEST', 'entity_id: the entity was not found.');
      const id = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('certificate')
          .values({
            fiduciary_id: fiduciaryId,
            user_id: userId,
            entity_id: body.entity_id,
            kind: body.kind,
            issuer_name: body.issuer_name,
            issued_on: body.issued_on,
            expires_on: body.expires_on,
            file_id: file.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          fiduciary_id: fiduciaryId,
          actor_user_id: userId,
          kind: 'certificate_added',
          subject: row.id,
          data: { kind: body.kind },
        });
        return row.id;
      });
      const [certificate] = await findCertificates(ctx.db, { fiduciaryId, userId, id });
      if (!certificate) throw notFound();
      return reply.status(201).send(certificate);
    },
  });

  app.route({
    ...deleteCertificateRoute,
    handler: async (req, reply) => {
      const { fiduciaryId, userId } = requireInvestor(req, { act: true });
      await ctx.db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('certificate')
          .where('id', '=', req.params.certificateId)
          .where('fiduciary_id', '=', fiduciaryId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) throw notFound();
        await recordAudit(trx, {
          fiduciary_id: fiduciaryId,
          actor_user_id: userId,
          kind: 'certificate_removed',
          subject: req.params.certificateId,
        });
      });
      return reply.status(204).send(null);
    },
  });
}
