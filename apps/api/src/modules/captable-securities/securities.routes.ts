import {
  certificateRoute,
  createSecurityDraftRoute,
  decideActionRequestRoute,
  deleteSecurityDraftRoute,
  getSecurityRoute,
  issueSecuritiesRoute,
  listActionRequestsRoute,
  listLedgerRoute,
  listSecuritiesRoute,
  raiseActionRequestRoute,
  securityActionRoute,
  updateSecurityDraftRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireCapTable } from '#api/plugins/guards/index.ts';
import { sendStoredFile } from '../files/index.ts';
import { decideRequest, listRequests, raiseRequest } from './action-requests.ts';
import { actOnSecurity } from './actions.ts';
import { securityDetail } from './detail.ts';
import { createDraft, deleteDraft, updateDraft } from './drafts.ts';
import { issueSecurities } from './issue.ts';
import { listLedger } from './ledger-list.ts';
import { certificateFileId, listSecurities } from './securities.service.ts';

/**
 * Securities, drafts, issuance, actions, action requests and the ledger (issue 17 points 2-4, ADR
 * 0032). Every route checks the caller's cap-table role (requireCapTable: 404 for a company without
 * one, 403 by role).
 */
export function captableSecuritiesRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listSecuritiesRoute,
    handler: async (req) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.read');
      return listSecurities(ctx, scope, req.query);
    },
  });
  app.route({
    ...getSecurityRoute,
    handler: async (req) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.read');
      return { data: await securityDetail(ctx.db, scope, req.params.securityId) };
    },
  });
  app.route({
    ...createSecurityDraftRoute,
    handler: async (req, reply) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.securities.draft');
      const id = await createDraft(ctx, scope, req.body);
      return reply.status(201).send({ data: await securityDetail(ctx.db, scope, id) });
    },
  });
  app.route({
    ...updateSecurityDraftRoute,
    handler: async (req) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.securities.draft');
      await updateDraft(ctx, scope, req.params.securityId, req.body);
      return { data: await securityDetail(ctx.db, scope, req.params.securityId) };
    },
  });
  app.route({
    ...deleteSecurityDraftRoute,
    handler: async (req) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.securities.draft');
      await deleteDraft(ctx, scope, req.params.securityId);
      return { ok: true as const };
    },
  });
  app.route({
    ...issueSecuritiesRoute,
    handler: async (req) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.securities.issue');
      return { issued: await issueSecurities(ctx, scope, req.body.security_ids) };
    },
  });
  app.route({
    ...securityActionRoute,
    handler: async (req) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.securities.issue');
      return { data: await actOnSecurity(ctx, scope, req.params.securityId, req.body) };
    },
  });
  app.route({
    ...certificateRoute,
    handler: async (req, reply) => {
      // Readers of the cap table, or the holder of this security (their own certificate only).
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.enter');
      const fileId = await certificateFileId(ctx, scope, req.params.securityId);
      return sendStoredFile(ctx.db, ctx.storage, reply, { fileId, fiduciaryId: scope.fiduciaryId });
    },
  });
  app.route({
    ...listActionRequestsRoute,
    handler: async (req) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.read');
      return listRequests(ctx, scope, req.query);
    },
  });
  app.route({
    ...raiseActionRequestRoute,
    handler: async (req, reply) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.action_requests.raise');
      return reply.status(201).send({ data: await raiseRequest(ctx, scope, req.params.securityId, req.body) });
    },
  });
  app.route({
    ...decideActionRequestRoute,
    handler: async (req) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.service_requests.act');
      return { data: await decideRequest(ctx, scope, req.params.requestId, req.body) };
    },
  });
  app.route({
    ...listLedgerRoute,
    handler: async (req) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.read');
      return listLedger(ctx, scope, req.query);
    },
  });
}
