import {
  approveIssuerOpportunityRoute,
  closeIssuerOpportunityRoute,
  createIssuerOpportunityRoute,
  getIssuerOpportunityRoute,
  listIssuerOpportunitiesRoute,
  rejectIssuerOpportunityRoute,
  sendIssuerOpportunityRoute,
  setIssuerTearsheetPublicRoute,
  updateIssuerOpportunityRoute,
} from '@dl/contracts';
import type { Action } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { companyScope, requireIssuerCompanies } from '#api/plugins/guards/index.ts';
import {
  createDraft,
  getOwnedOpportunity,
  listOwnedOpportunities,
  opportunityScope,
  updateOwnedDraft,
} from './issuer-opportunities.service.ts';
import { type IssuerStep, takeIssuerStep } from './lifecycle.service.ts';
import { setTearsheetPublic } from './tearsheet-public.service.ts';

/** The issuer portal's opportunities (ADR 0030): the owner-side list, drafts, sending, internal review, close. */
export function issuerOpportunityRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  const scopeOf = async (req: FastifyRequest, id: string, action?: Action) =>
    opportunityScope(ctx, await requireIssuerCompanies(ctx, req), id, action);
  const step = (req: FastifyRequest, id: string, action: Action, what: IssuerStep) =>
    scopeOf(req, id, action).then(async (who) => ({ data: await takeIssuerStep(ctx, who, id, what) }));

  app.route({
    ...listIssuerOpportunitiesRoute,
    handler: async (req) => listOwnedOpportunities(ctx, await requireIssuerCompanies(ctx, req), req.query),
  });
  app.route({
    ...getIssuerOpportunityRoute,
    handler: async (req) => {
      const who = await scopeOf(req, req.params.id);
      return { data: await getOwnedOpportunity(ctx, who, req.params.id) };
    },
  });
  app.route({
    ...createIssuerOpportunityRoute,
    handler: async (req, reply) => {
      const memberships = await requireIssuerCompanies(ctx, req);
      const who = companyScope(memberships, req.body.issuer_id, 'issuer_opportunities.write');
      return reply.status(201).send({ data: await createDraft(ctx, who, req.body) });
    },
  });
  app.route({
    ...updateIssuerOpportunityRoute,
    handler: async (req) => {
      const who = await scopeOf(req, req.params.id, 'issuer_opportunities.write');
      return { data: await updateOwnedDraft(ctx, who, req.params.id, req.body) };
    },
  });
  app.route({
    ...setIssuerTearsheetPublicRoute,
    handler: async (req) => {
      const who = await scopeOf(req, req.params.id, 'issuer_opportunities.write');
      return { data: await setTearsheetPublic(ctx, who, req.params.id, req.body.public) };
    },
  });
  app.route({
    ...sendIssuerOpportunityRoute,
    handler: (req) => step(req, req.params.id, 'issuer_opportunities.write', { step: 'send' }),
  });
  app.route({
    ...approveIssuerOpportunityRoute,
    handler: (req) => step(req, req.params.id, 'issuer_opportunities.approve', { step: 'approve' }),
  });
  app.route({
    ...rejectIssuerOpportunityRoute,
    handler: (req) =>
      step(req, req.params.id, 'issuer_opportunities.approve', { step: 'reject', reason: req.body.reason }),
  });
  app.route({
    ...closeIssuerOpportunityRoute,
    handler: (req) => step(req, req.params.id, 'issuer_opportunities.close', { step: 'close' }),
  });
}
