import { getCompanyRoute, listCompaniesRoute, updateCompanyRoute, uploadCompanyImageRoute } from '@dl/contracts';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireCompany, requireIssuerCompanies } from '#api/plugins/guards/index.ts';
import {
  companyImageMaxBytes,
  getCompany,
  listCompanies,
  saveCompany,
  uploadCompanyImage,
} from './issuer-company.service.ts';

/** The issuer portal's company (ADR 0030): its members read it; company.manage edits it and its images. */
export function issuerCompanyRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listCompaniesRoute,
    handler: async (req) => listCompanies(ctx, await requireIssuerCompanies(ctx, req)),
  });
  app.route({
    ...getCompanyRoute,
    handler: async (req) => ({ data: await getCompany(ctx, await requireCompany(ctx, req, req.params.issuerId)) }),
  });
  app.route({
    ...updateCompanyRoute,
    handler: async (req) => {
      const who = await requireCompany(ctx, req, req.params.issuerId, 'company.manage');
      return { data: await saveCompany(ctx, who, req.body) };
    },
  });
  app.route({
    ...uploadCompanyImageRoute,
    handler: async (req, reply) => {
      const who = await requireCompany(ctx, req, req.params.issuerId, 'company.manage');
      if (!req.isMultipart())
        throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data in the field "file".');
      const file = await req.file({ limits: { fileSize: companyImageMaxBytes(ctx, req.query.kind) } });
      if (file?.fieldname !== 'file') throw new AppError('BAD_REQUEST', 'file: file is required');
      return reply.status(201).send(await uploadCompanyImage(ctx, who, req.query.kind, file));
    },
  });
}
