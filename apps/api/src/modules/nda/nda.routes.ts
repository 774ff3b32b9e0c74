import {
  createNdaRoute,
  directSignNdaRoute,
  getNdaEsignRoute,
  getNdaPreFormRoute,
  getNdaRoute,
  saveNdaValuesRoute,
} from '@dl/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { type InvestorScope, requireInvestor } from '#api/plugins/guards/index.ts';
import { assertKycCleared } from '../invitations/index.ts';
import { directSignNda } from './direct-sign.ts';
import { getNda, getNdaPreForm, openNdaCeremony, saveNdaPreForm, saveNdaValues } from './nda.service.ts';

/**
 * Investor NDA calls (spec 7, base tenant-investor). Reading is open to viewers; acting is not, and
 * an entity that came in through an onboarding invitation acts only once its KYC is approved.
 */
export function ndaRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  const signer = async (req: FastifyRequest): Promise<InvestorScope> => {
    const scope = requireInvestor(req, { act: true });
    await assertKycCleared(ctx.db, scope);
    return scope;
  };

  app.route({
    ...getNdaPreFormRoute,
    handler: async (req) => getNdaPreForm(ctx, requireInvestor(req), req.params.id),
  });

  app.route({
    ...getNdaRoute,
    handler: async (req) => getNda(ctx, requireInvestor(req), req.params.id),
  });

  app.route({
    ...createNdaRoute,
    handler: async (req, reply) => {
      // A refused answer is a FieldErrorsError: 400 with every field's message (error handler).
      const nda = await saveNdaPreForm(ctx, await signer(req), req.params.id, {
        timezone: req.body.timezone,
        response: req.body.pre_form_response.response,
      });
      return reply.status(201).send(nda);
    },
  });

  app.route({
    ...saveNdaValuesRoute,
    handler: async (req) => saveNdaValues(ctx, await signer(req), req.params.id, req.body),
  });

  app.route({
    ...getNdaEsignRoute,
    handler: async (req) => openNdaCeremony(ctx, await signer(req), req.params.id),
  });

  app.route({
    ...directSignNdaRoute,
    handler: async (req, reply) => {
      const scope = await signer(req);
      if (!req.isMultipart()) {
        throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data in the field "file".');
      }
      const file = await req.file();
      if (file?.fieldname !== 'file') throw new AppError('BAD_REQUEST', 'file: file is required');
      return reply.status(202).send(await directSignNda(ctx, scope, req.params.id, file, req));
    },
  });
}
