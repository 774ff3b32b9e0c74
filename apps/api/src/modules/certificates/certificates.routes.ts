import { createCertificateRoute, deleteCertificateRoute, listCertificatesRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor } from '#api/plugins/guards/index.ts';
import { addCertificate, listCertificates, removeCertificate } from './certificates.service.ts';

/** My certificates (ADR 0022): the user's uploaded certificates and, read only, share certificates. */
export function certificateRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listCertificatesRoute,
    handler: async (req) => {
      const { fiduciaryId, userId } = requireInvestor(req, { act: true });
      const { results, share_certificates } = await listCertificates(ctx, { fiduciaryId, userId });
      return { count: results.length, results, share_certificates };
    },
  });

  app.route({
    ...createCertificateRoute,
    handler: async (req, reply) => {
      const { fiduciaryId, userId } = requireInvestor(req, { act: true });
      const certificate = await addCertificate(ctx, { fiduciaryId, userId }, req.body);
      return reply.status(201).send(certificate);
    },
  });

  app.route({
    ...deleteCertificateRoute,
    handler: async (req, reply) => {
      const { fiduciaryId, userId } = requireInvestor(req, { act: true });
      await removeCertificate(ctx, { fiduciaryId, userId }, req.params.certificateId);
      return reply.status(204).send(null);
    },
  });
}
