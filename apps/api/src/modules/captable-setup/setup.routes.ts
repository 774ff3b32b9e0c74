import {
  adjustAuthorizedRoute,
  amendPlanRoute,
  createPlanRoute,
  createStakeholderRoute,
  createStockClassRoute,
  createTermsRoute,
  deleteTermsRoute,
  getCapTableRoute,
  getPlanRoute,
  listCapTablesRoute,
  listPlansRoute,
  listStakeholdersRoute,
  listStockClassesRoute,
  listTermsRoute,
  reviseTermsRoute,
  updateStakeholderRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireCapTable, requireCapTableMemberships } from '#api/plugins/guards/index.ts';
import { getCapTable, listCapTables } from './cap-tables.service.ts';
import { adjustAuthorized, createStockClass, listStockClasses } from './classes.service.ts';
import { amendPlan, createPlan, getPlan, listPlans } from './plans.service.ts';
import { createStakeholder, listStakeholders, updateStakeholder } from './stakeholders.service.ts';
import { createTerms, deleteTerms, listTerms, reviseTerms } from './terms.service.ts';

/**
 * Cap-table set-up (issue 17 point 2, ADR 0032). Readers see everything here; the drafting roles
 * (editor, super admin) manage stakeholders, terms, classes and plans; changing a class's authorized
 * shares is an admin's act (captable.securities.issue).
 */
export function captableSetupRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listCapTablesRoute,
    handler: async (req) => listCapTables(ctx, await requireCapTableMemberships(ctx, req)),
  });
  app.route({
    ...getCapTableRoute,
    handler: async (req) => ({
      data: await getCapTable(ctx, await requireCapTable(ctx, req, req.params.issuerId, 'captable.enter')),
    }),
  });

  app.route({
    ...listStakeholdersRoute,
    handler: async (req) => listStakeholders(ctx, await requireCapTable(ctx, req, req.params.issuerId), req.query),
  });
  app.route({
    ...createStakeholderRoute,
    handler: async (req, reply) => {
      const who = await requireCapTable(ctx, req, req.params.issuerId, 'captable.securities.draft');
      return reply.status(201).send({ data: await createStakeholder(ctx, who, req.body) });
    },
  });
  app.route({
    ...updateStakeholderRoute,
    handler: async (req) => {
      const who = await requireCapTable(ctx, req, req.params.issuerId, 'captable.securities.draft');
      return { data: await updateStakeholder(ctx, who, req.params.stakeholderId, req.body) };
    },
  });

  app.route({
    ...listTermsRoute,
    handler: async (req) => listTerms(ctx, await requireCapTable(ctx, req, req.params.issuerId)),
  });
  app.route({
    ...createTermsRoute,
    handler: async (req, reply) => {
      const who = await requireCapTable(ctx, req, req.params.issuerId, 'captable.terms.write');
      return reply.status(201).send({ data: await createTerms(ctx, who, req.body) });
    },
  });
  app.route({
    ...reviseTermsRoute,
    handler: async (req) => {
      const who = await requireCapTable(ctx, req, req.params.issuerId, 'captable.terms.write');
      return { data: await reviseTerms(ctx, who, req.params.termsId, req.body) };
    },
  });
  app.route({
    ...deleteTermsRoute,
    handler: async (req) => {
      const who = await requireCapTable(ctx, req, req.params.issuerId, 'captable.terms.write');
      await deleteTerms(ctx, who, req.params.termsId);
      return { ok: true as const };
    },
  });

  app.route({
    ...listStockClassesRoute,
    handler: async (req) => listStockClasses(ctx, await requireCapTable(ctx, req, req.params.issuerId)),
  });
  app.route({
    ...createStockClassRoute,
    handler: async (req, reply) => {
      const who = await requireCapTable(ctx, req, req.params.issuerId, 'captable.terms.write');
      return reply.status(201).send({ data: await createStockClass(ctx, who, req.body) });
    },
  });
  app.route({
    ...adjustAuthorizedRoute,
    handler: async (req) => {
      const who = await requireCapTable(ctx, req, req.params.issuerId, 'captable.securities.issue');
      return { data: await adjustAuthorized(ctx, who, req.params.classId, req.body) };
    },
  });

  app.route({
    ...listPlansRoute,
    handler: async (req) => listPlans(ctx, await requireCapTable(ctx, req, req.params.issuerId), req.query),
  });
  app.route({
    ...getPlanRoute,
    handler: async (req) => {
      const who = await requireCapTable(ctx, req, req.params.issuerId);
      return { data: await getPlan(ctx.db, who.capTableId, req.params.planId) };
    },
  });
  app.route({
    ...createPlanRoute,
    handler: async (req, reply) => {
      const who = await requireCapTable(ctx, req, req.params.issuerId, 'captable.plans.write');
      return reply.status(201).send({ data: await createPlan(ctx, who, req.body) });
    },
  });
  app.route({
    ...amendPlanRoute,
    handler: async (req) => {
      const who = await requireCapTable(ctx, req, req.params.issuerId, 'captable.plans.write');
      return { data: await amendPlan(ctx, who, req.params.planId, req.body) };
    },
  });
}
