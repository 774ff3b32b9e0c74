import { z } from 'zod';
import { errorSchema, fidParamsSchema, listQuerySchema, listResponseSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';

const tenantBase = `${API_PREFIX}/fid/:fidId`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Spec 9: communications page size 10 (3 in the top-bar widget). */
export const QNA_PAGE_SIZE = 10;
export const QNA_WIDGET_SIZE = 3;
export const QNA_REQUEST_MAX = 4000;

/**
 * What a question is tied to (ADR 0018): the opportunity itself, or one document of it. It is the
 * `source` of spec 3's communication item and the `?source=` of PATCH / DELETE, which must name the
 * item's own source (another source reads as a missing item).
 */
export const QNA_SOURCES = ['opportunity', 'document'] as const;
export const qnaSourceSchema = z.enum(QNA_SOURCES);
export type QnaSource = z.infer<typeof qnaSourceSchema>;

/** Spec 2 "Data file types". */
export const qnaDocumentTypeSchema = z.enum(['OPPORTUNITY_DOCUMENT', 'ISSUER_DOCUMENT']);

/** Spec 3 "Communication item", plus names for display and whether the caller may edit it. */
export const qnaItemSchema = z.object({
  id: z.uuid(),
  source: qnaSourceSchema,
  opportunity_id: z.uuid(),
  opportunity_name: z.string(),
  document_id: z.uuid().nullable(),
  document_type: z.string().nullable(),
  document_name: z.string().nullable(),
  created_on: z.string(),
  modified_on: z.string(),
  has_response: z.boolean(),
  request: z.string(),
  response: z.string().nullable(),
  requestor_name: z.string(),
  requestor_type: z.literal('INVESTOR'),
  respondent_type: z.enum(['ISSUER', 'FIDUCIARY']).nullable(),
  /** The caller's entity asked it, it has no answer yet, and the caller may act: edit / remove shown. */
  can_edit: z.boolean(),
  /** Published by the issuer to every investor of the opportunity (the asker's name removed for them). */
  published: z.boolean(),
});
export type QnaItem = z.infer<typeof qnaItemSchema>;

export const QNA_ORDERINGS = ['modified_on', '-modified_on', 'created_on', '-created_on'] as const;

export const qnaListQuerySchema = listQuerySchema.extend({
  limit: listQuerySchema.shape.limit.default(QNA_PAGE_SIZE),
  ordering: z.enum(QNA_ORDERINGS).default('-modified_on'),
  opportunity_id: z.uuid().optional(),
  document_id: z.uuid().optional(),
  has_response: booleanQuery.optional(),
  search: z.string().trim().max(200).optional(),
});
export type QnaListQuery = z.input<typeof qnaListQuerySchema>;

const qnaListResponse = listResponseSchema(qnaItemSchema);
export type QnaList = z.infer<typeof qnaListResponse>;
const qnaItemResponse = z.object({ data: qnaItemSchema });

const requestText = z
  .string()
  .trim()
  .min(1, 'Question is required')
  .max(QNA_REQUEST_MAX, `should be at most ${QNA_REQUEST_MAX} characters`);
const responseText = z
  .string()
  .trim()
  .min(1, 'Response is required')
  .max(QNA_REQUEST_MAX, `should be at most ${QNA_REQUEST_MAX} characters`);

export const createQnaBodySchema = z.object({
  opportunity_id: z.uuid(),
  request: requestText,
  document_id: z.uuid().nullish(),
  document_type: qnaDocumentTypeSchema.nullish(),
});
export type CreateQnaBody = z.input<typeof createQnaBodySchema>;

/** The asker edits `request`; the issuer side answers with `response` (exactly one of them). */
export const updateQnaBodySchema = z
  .object({ request: requestText.optional(), response: responseText.optional() })
  .refine((b) => (b.request === undefined) !== (b.response === undefined), {
    message: 'Send either request or response',
  });
export type UpdateQnaBody = z.input<typeof updateQnaBodySchema>;

export const answerQnaBodySchema = z.object({ response: responseText });

const itemParams = fidParamsSchema.extend({ id: z.uuid() });
const sourceQuery = z.object({ source: qnaSourceSchema });

/** Investor: own entity's questions; issuer roles: questions on their issuer's opportunities. */
export const listQnaRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/QnA`,
  schema: { params: fidParamsSchema, querystring: qnaListQuerySchema, response: { 200: qnaListResponse, ...errors } },
});

export const createQnaRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/QnA`,
  schema: { params: fidParamsSchema, body: createQnaBodySchema, response: { 201: qnaItemResponse, ...errors } },
});

export const updateQnaRoute = defineRoute({
  method: 'PATCH',
  url: `${tenantBase}/QnA/:id`,
  schema: {
    params: itemParams,
    querystring: sourceQuery,
    body: updateQnaBodySchema,
    response: { 200: qnaItemResponse, ...errors },
  },
});

export const QNA_DELETED = 'Successfully deleted the communication item';

export const deleteQnaRoute = defineRoute({
  method: 'DELETE',
  url: `${tenantBase}/QnA/:id`,
  schema: {
    params: itemParams,
    querystring: sourceQuery,
    response: { 200: z.object({ detail: z.string() }), ...errors },
  },
});

/** Fund admin: every question of the tenant. */
export const fidAdminListQnaRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/fid-admin/QnA`,
  schema: { params: fidParamsSchema, querystring: qnaListQuerySchema, response: { 200: qnaListResponse, ...errors } },
});

export const fidAdminAnswerQnaRoute = defineRoute({
  method: 'PATCH',
  url: `${tenantBase}/fid-admin/QnA/:id`,
  schema: {
    params: itemParams,
    querystring: sourceQuery,
    body: answerQnaBodySchema,
    response: { 200: qnaItemResponse, ...errors },
  },
});
