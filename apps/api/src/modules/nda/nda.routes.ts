import {
  createNdaRoute,
  directSignNdaRoute,
  getNdaEsignRoute,
  getNdaPreFormRoute,
  getNdaRoute,
  saveNdaValuesRoute,
} from '@dl/contracts';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor } from '#api/plugins/guards/index.ts';
import { directSignNda } from './direct-sign.ts';
import { getNda, getNdaPreForm, openNdaCeremony, saveNdaPreForm, saveNdaValues } from './nda.service.ts';

/** Investor NDA calls (spec 7, base tenant-investor). Reading is open to viewers; acting is not. */
export function ndaRoutes(app: FastifyZodInstance, ctx: AppContext): void {
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
      const nda = await saveNdaPreForm(ctx, requireInvestor(req, { act: true }), req.params.id, {
        timezone: req.body.timezone,
        response: req.body.pre_form_response.response,
      });
      return reply.status(201).send(nda);
    },
  });

  app.route({
    ...saveNdaValuesRoute,
    handler: async (req) => saveNdaValues(ctx, requireInvestor(req, { act: true }), req.params.id, req.body),
  });

  app.route({
    ...getNdaEsignRoute,
    handler: async (req) => openNdaCeremony(ctx, requireInvestor(req, { act: true }), req.params.id),
  });

  app.route({
    ...directSignNdaRoute,
    handler: async (req, reply) => {
      const scope = requireInvestor(req, { act: true });
      if (!req.isMultipart()) {
        throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data in the field "file".');
      }
      const file = await req.file();
      if (file?.fieldname !== 'file') throw new AppError('BAD_REQUEST', 'file: file is required');
      return reply.status(202).send(await directSignNda(ctx, scope, req.params.id, file, req));
    },
  });
}
