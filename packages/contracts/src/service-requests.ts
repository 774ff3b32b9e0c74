import { SERVICE_REQUEST_CATEGORIES, SERVICE_REQUEST_STATUSES } from '@dl/domain';
import { z } from 'zod';
import { fidParamsSchema } from './common.ts';
import { engagementErrors as errors, pageOf, pageQuerySchema, requiredText, tenantBase } from './engagement-common.ts';
import { defineRoute } from './route.ts';

export const serviceRequestStatusSchema = z.enum(SERVICE_REQUEST_STATUSES);

export const serviceRequestCommentSchema = z.object({
  id: z.uuid(),
  author_name: z.string(),
  author_type: z.enum(['INVESTOR', 'FIDUCIARY']),
  body: z.string(),
  created_on: z.string(),
});
export type ServiceRequestComment = z.infer<typeof serviceRequestCommentSchema>;

export const serviceRequestSchema = z.object({
  id: z.uuid(),
  entity_id: z.uuid(),
  entity_name: z.string(),
  requested_by_name: z.string(),
  subject: z.string(),
  category: z.string(),
  description: z.string(),
  status: serviceRequestStatusSchema,
  comment_count: z.number().int(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

export const serviceRequestDetailSchema = serviceRequestSchema.extend({
  comments: z.array(serviceRequestCommentSchema),
});
export type ServiceRequestDetail = z.infer<typeof serviceRequestDetailSchema>;

export const serviceRequestListQuerySchema = pageQuerySchema.extend({ status: serviceRequestStatusSchema.optional() });
export type ServiceRequestListQuery = z.input<typeof serviceRequestListQuerySchema>;
export const serviceRequestListSchema = pageOf(serviceRequestSchema);
export type ServiceRequestList = z.infer<typeof serviceRequestListSchema>;

export const createServiceRequestBodySchema = z.object({
  subject: requiredText('Subject', 200),
  category: z.enum(SERVICE_REQUEST_CATEGORIES, { error: 'Select a category' }),
  description: requiredText('Description', 5000),
});
export type CreateServiceRequestBody = z.input<typeof createServiceRequestBodySchema>;

export const addServiceRequestCommentBodySchema = z.object({ body: requiredText('Comment', 5000) });
export type AddServiceRequestCommentBody = z.input<typeof addServiceRequestCommentBodySchema>;

const idParams = fidParamsSchema.extend({ id: z.uuid() });
const detailResult = z.object({ data: serviceRequestDetailSchema });

/** Investor: their entity's requests, most recently changed first. */
export const listServiceRequestsRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/service-requests`,
  schema: {
    params: fidParamsSchema,
    querystring: serviceRequestListQuerySchema,
    response: { 200: serviceRequestListSchema, ...errors },
  },
});

export const createServiceRequestRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/service-requests`,
  schema: {
    params: fidParamsSchema,
    body: createServiceRequestBodySchema,
    response: { 201: detailResult, ...errors },
  },
});

export const getServiceRequestRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/service-requests/:id`,
  schema: { params: idParams, response: { 200: detailResult, ...errors } },
});

export const addServiceRequestCommentRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/service-requests/:id/comments`,
  schema: {
    params: idParams,
    body: addServiceRequestCommentBodySchema,
    response: { 201: detailResult, ...errors },
  },
});

export const closeServiceRequestRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/service-requests/:id/close`,
  schema: { params: idParams, response: { 200: detailResult, ...errors } },
});

/** Fiduciary: every entity's requests. */
export const listFidAdminServiceRequestsRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/fid-admin/service-requests`,
  schema: {
    params: fidParamsSchema,
    querystring: serviceRequestListQuerySchema,
    response: { 200: serviceRequestListSchema, ...errors },
  },
});

/** Fiduciary: one request of any entity of the tenant, with its thread. */
export const getFidAdminServiceRequestRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/fid-admin/service-requests/:id`,
  schema: { params: idParams, response: { 200: detailResult, ...errors } },
});

/** Fiduciary: a status change and/or a comment (at least one). */
export const updateServiceRequestBodySchema = z
  .object({
    status: serviceRequestStatusSchema.optional(),
    comment: z.string().trim().min(1).max(5000).optional(),
  })
  .refine((b) => b.status || b.comment, { message: 'Give a status or a comment', path: ['status'] });

export const updateServiceRequestRoute = defineRoute({
  method: 'PATCH',
  url: `${tenantBase}/fid-admin/service-requests/:id`,
  schema: { params: idParams, body: updateServiceRequestBodySchema, response: { 200: detailResult, ...errors } },
});
