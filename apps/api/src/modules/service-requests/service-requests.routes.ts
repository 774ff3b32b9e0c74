import {
  addServiceRequestCommentRoute,
  closeServiceRequestRoute,
  createServiceRequestRoute,
  getFidAdminServiceRequestRoute,
  getServiceRequestRoute,
  listFidAdminServiceRequestsRoute,
  listServiceRequestsRoute,
  updateServiceRequestRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor, requireStaff } from '#api/plugins/guards/index.ts';
import {
  getFidAdminServiceRequest,
  listFidAdminServiceRequests,
  updateServiceRequest,
} from './fid-admin-service-requests.ts';
import {
  addInvestorComment,
  closeOwnServiceRequest,
  createServiceRequest,
  getOwnServiceRequest,
  listOwnServiceRequests,
} from './service-requests.service.ts';

/** Service requests (issue 6 point 7): investors open and follow them, the fiduciary works on them. */
export function serviceRequestRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listServiceRequestsRoute,
    handler: (req) => listOwnServiceRequests(ctx, requireInvestor(req), req.query),
  });

  app.route({
    ...createServiceRequestRoute,
    handler: async (req, reply) => {
      const data = await createServiceRequest(ctx, requireInvestor(req, { act: true }), req.body);
      return reply.status(201).send({ data });
    },
  });

  app.route({
    ...getServiceRequestRoute,
    handler: async (req) => ({ data: await getOwnServiceRequest(ctx, requireInvestor(req), req.params.id) }),
  });

  app.route({
    ...addServiceRequestCommentRoute,
    handler: async (req, reply) => {
      const data = await addInvestorComment(ctx, requireInvestor(req, { act: true }), req.params.id, req.body.body);
      return reply.status(201).send({ data });
    },
  });

  app.route({
    ...closeServiceRequestRoute,
    handler: async (req) => ({
      data: await closeOwnServiceRequest(ctx, requireInvestor(req, { act: true }), req.params.id),
    }),
  });

  app.route({
    ...listFidAdminServiceRequestsRoute,
    handler: (req) => listFidAdminServiceRequests(ctx, requireStaff(req, 'service_requests.read'), req.query),
  });

  app.route({
    ...getFidAdminServiceRequestRoute,
    handler: async (req) => ({
      data: await getFidAdminServiceRequest(ctx, requireStaff(req, 'service_requests.read'), req.params.id),
    }),
  });

  app.route({
    ...updateServiceRequestRoute,
    handler: async (req) => ({
      data: await updateServiceRequest(ctx, requireStaff(req, 'service_requests.update'), req.params.id, req.body),
    }),
  });
}
