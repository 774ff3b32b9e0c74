import {
  createQnaRoute,
  deleteQnaRoute,
  fidAdminAnswerQnaRoute,
  fidAdminListQnaRoute,
  listQnaRoute,
  publishQnaRoute,
  updateQnaRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor } from '#api/plugins/guards/index.ts';
import { createQna } from './create-qna.ts';
import { fidAdminCaller, qnaCaller } from './qna-caller.ts';
import { publishQna } from './qna-publish.ts';
import { answerQna, deleteQnaItem, listQna, updateQnaItem } from './qna.service.ts';

type ListQuery = {
  page: number;
  limit: number;
  ordering: 'modified_on' | '-modified_on' | 'created_on' | '-created_on';
  opportunity_id?: string | undefined;
  document_id?: string | undefined;
  has_response?: boolean | undefined;
  search?: string | undefined;
};

const listArgs = (q: ListQuery) => ({
  page: q.page,
  limit: q.limit,
  ordering: q.ordering,
  filters: {
    opportunityId: q.opportunity_id,
    documentId: q.document_id,
    hasResponse: q.has_response,
    search: q.search || undefined,
  },
});

/**
 * Communications (Q&A, spec 7): investors and issuers on the tenant base, the fund admin under fid-admin,
 * and the issuer's publishing of an answer under issuers.
 */
export function communicationRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listQnaRoute,
    handler: async (req) => listQna(ctx, await qnaCaller(ctx.db, req), listArgs(req.query)),
  });

  app.route({
    ...createQnaRoute,
    handler: async (req, reply) => {
      const created = await createQna(ctx, requireInvestor(req, { act: true }), req.body);
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...updateQnaRoute,
    handler: async (req) =>
      updateQnaItem(ctx, await qnaCaller(ctx.db, req), {
        id: req.params.id,
        source: req.query.source,
        request: req.body.request,
        response: req.body.response,
      }),
  });

  app.route({
    ...deleteQnaRoute,
    handler: async (req) =>
      deleteQnaItem(ctx, await qnaCaller(ctx.db, req), { id: req.params.id, source: req.query.source }),
  });

  app.route({
    ...fidAdminListQnaRoute,
    handler: (req) => listQna(ctx, fidAdminCaller(req), listArgs(req.query)),
  });

  app.route({
    ...fidAdminAnswerQnaRoute,
    handler: (req) =>
      answerQna(ctx, fidAdminCaller(req), { id: req.params.id, source: req.query.source, response: req.body.response }),
  });

  app.route({
    ...publishQnaRoute,
    handler: (req) => publishQna(ctx, req, { id: req.params.qnaId, published: req.body.published }),
  });
}
