import {
  listAuditRoute,
  listJobsRoute,
  listOutboxRoute,
  operationsSizesRoute,
  retryJobRoute,
  verifyAuditChainRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireProvider } from '#api/plugins/guards/index.ts';
import { auditLog, jobs, operationsSizes, outbox, retryJob, verifyChain } from './provider-operations.service.ts';

/** The provider's operations (issue 18 point 6, ADR 0029); registered under the provider guard. */
export function providerOperationsRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listJobsRoute,
    handler: (req) => {
      requireProvider(req, 'operations.read');
      return jobs(ctx, req.query);
    },
  });
  app.route({
    ...retryJobRoute,
    handler: (req) => {
      const { userId } = requireProvider(req, 'operations.retry');
      return retryJob(ctx, userId, req.params.kind, req.params.id);
    },
  });
  app.route({
    ...listOutboxRoute,
    handler: (req) => {
      requireProvider(req, 'operations.read');
      return outbox(ctx, req.query);
    },
  });
  app.route({
    ...listAuditRoute,
    handler: (req) => {
      requireProvider(req, 'operations.read');
      return auditLog(ctx, req.query);
    },
  });
  app.route({
    ...verifyAuditChainRoute,
    handler: (req) => {
      requireProvider(req, 'operations.read');
      return verifyChain(ctx, req.query.tenant_id);
    },
  });
  app.route({
    ...operationsSizesRoute,
    handler: (req) => {
      requireProvider(req, 'operations.read');
      return operationsSizes(ctx);
    },
  });
}
