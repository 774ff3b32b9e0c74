import { ACCESS_STATUSES, OPPORTUNITY_APPROVALS, OPPORTUNITY_LIFECYCLE } from '@dl/domain';
import { z } from 'zod';
import { errorSchema, fidParamsSchema, listQuerySchema, listResponseSchema } from './common.ts';
import { opportunityDetailSchema } from './opportunity-detail.ts';
import { moneySchema, OPPORTUNITY_KINDS, OPPORTUNITY_STRUCTURES } from './opportunities.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/* Fund-admin opportunity approval (issue 15 point 5, ADR 0026): the queue, the preview, the decision, access. */

const base = `${API_PREFIX}/fid/:fidId/fid-admin/opportunities`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const idParams = fidParamsSchema.extend({ id: z.uuid() });

export const opportunityApprovalSchema = z.enum(OPPORTUNITY_APPROVALS);
export const opportunityLifecycleSchema = z.enum(OPPORTUNITY_LIFECYCLE);
export const accessStatusSchema = z.enum(ACCESS_STATUSES);

export const APPROVAL_QUEUE_ORDERINGS = [
  'name',
  '-name',
  'created_on',
  '-created_on',
  'modified_on',
  '-modified_on',
] as const;
export const DEFAULT_APPROVAL_QUEUE_ORDERING = '-modified_on';

export const approvalQueueQuerySchema = listQuerySchema.extend({
  ordering: z.enum(APPROVAL_QUEUE_ORDERINGS).optional(),
  approval: opportunityApprovalSchema.optional(),
  status: opportunityLifecycleSchema.optional(),
  name: z.string().trim().max(100, 'should be at most 100 characters').optional(),
});

/** Who decided, when, and why (a rejection's reason). */
export const approvalInfoSchema = z.object({
  approval_status: opportunityApprovalSchema,
  /** The spec's label: NA is shown as Sent. */
  approval_label: z.string(),
  rejection_reason: z.string().nullable(),
  reviewed_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  reviewed_on: z.string().nullable(),
  /** The caller created or changed the opportunity: four eyes keep them from approving it. */
  edited_by_me: z.boolean(),
  can_approve: z.boolean(),
  can_reject: z.boolean(),
});
export type ApprovalInfo = z.infer<typeof approvalInfoSchema>;

export const approvalQueueItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  short_desc: z.string(),
  opportunity_type: z.enum(OPPORTUNITY_KINDS),
  type: z.enum(OPPORTUNITY_STRUCTURES),
  status: opportunityLifecycleSchema,
  approval_status: opportunityApprovalSchema,
  approval_label: z.string(),
  issuer: z.object({ id: z.uuid(), name: z.string() }),
  size: moneySchema,
  minimum: moneySchema,
  created_on: z.string(),
  modified_on: z.string(),
  edited_by_me: z.boolean(),
});
export type ApprovalQueueItem = z.infer<typeof approvalQueueItemSchema>;
export const approvalQueueSchema = listResponseSchema(approvalQueueItemSchema);

export const listApprovalQueueRoute = defineRoute({
  method: 'GET',
  url: base,
  schema: {
    params: fidParamsSchema,
    querystring: approvalQueueQuerySchema,
    response: { 200: approvalQueueSchema, ...errors },
  },
});

/** The opportunity exactly as a new investor of the tenant will see it, and the approval beside it. */
export const opportunityReviewSchema = z.object({
  opportunity: opportunityDetailSchema,
  approval: approvalInfoSchema,
  tags: z.array(z.string()),
});
export type OpportunityReview = z.infer<typeof opportunityReviewSchema>;
const reviewDataSchema = z.object({ data: opportunityReviewSchema });

export const getOpportunityReviewRoute = defineRoute({
  method: 'GET',
  url: `${base}/:id`,
  schema: { params: idParams, response: { 200: reviewDataSchema, ...errors } },
});

/** Ready for Review or Pending Review -> Published, approval APPROVED; never by one of its editors. */
export const approveOpportunityRoute = defineRoute({
  method: 'POST',
  url: `${base}/:id/approve`,
  schema: { params: idParams, response: { 200: reviewDataSchema, ...errors } },
});

export const REJECT_REASON_REQUIRED = 'Reason is required';

export const rejectOpportunityBodySchema = z.object({
  reason: z
    .string({ error: REJECT_REASON_REQUIRED })
    .trim()
    .min(1, REJECT_REASON_REQUIRED)
    .max(2000, 'should be at most 2000 characters'),
});

/** Ready for Review or Pending Review -> Created, approval REJECTED, with the reason. */
export const rejectOpportunityRoute = defineRoute({
  method: 'POST',
  url: `${base}/:id/reject`,
  schema: { params: idParams, body: rejectOpportunityBodySchema, response: { 200: reviewDataSchema, ...errors } },
});

/* Investor access per opportunity (spec 4 "Interest or access status"). */

export const ACCESS_LIST_ORDERINGS = ['name', '-name', 'modified_on', '-modified_on'] as const;

export const accessListQuerySchema = listQuerySchema.extend({
  ordering: z.enum(ACCESS_LIST_ORDERINGS).optional(),
  /** NONE: entities with no access row (they may discover a Published opportunity). */
  status: z.union([accessStatusSchema, z.literal('NONE')]).optional(),
  name: z.string().trim().max(100, 'should be at most 100 characters').optional(),
  tag: z.string().trim().min(1).max(50).optional(),
});

export const accessEntrySchema = z.object({
  entity_id: z.uuid(),
  name: z.string(),
  entity_type: z.string(),
  tags: z.array(z.string()),
  status: accessStatusSchema.nullable(),
  modified_on: z.string().nullable(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

export const accessListSchema = listResponseSchema(accessEntrySchema).extend({
  /** How many of the tenant's entities hold each status ('NONE': no row). */
  summary: z.record(z.string(), z.number().int()),
  /** The tags the tenant's investor entities follow, with how many follow each (for a grant by tag). */
  entity_tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type AccessList = z.infer<typeof accessListSchema>;

export const listOpportunityAccessRoute = defineRoute({
  method: 'GET',
  url: `${base}/:id/access`,
  schema: { params: idParams, querystring: accessListQuerySchema, response: { 200: accessListSchema, ...errors } },
});

export const ACCESS_SCOPES = ['ALL', 'TAG', 'ENTITIES'] as const;
export const ACCESS_CHANGE_STATUSES = ['APPROVED', 'CLOSED'] as const;
export const TAG_REQUIRED = 'Tag is required';
export const ENTITIES_REQUIRED = 'Choose at least one investor';

/** Grant (APPROVED) or close (CLOSED) access for every investor entity, a tag's, or the listed ones. */
export const setOpportunityAccessBodySchema = z
  .object({
    status: z.enum(ACCESS_CHANGE_STATUSES),
    scope: z.enum(ACCESS_SCOPES),
    tag: z.string().trim().max(50, 'should be at most 50 characters').optional(),
    entity_ids: z.array(z.uuid()).max(10_000, 'should be at most 10000 investors').optional(),
  })
  .refine((b) => b.scope !== 'TAG' || Boolean(b.tag), { message: TAG_REQUIRED, path: ['tag'] })
  .refine((b) => b.scope !== 'ENTITIES' || (b.entity_ids?.length ?? 0) > 0, {
    message: ENTITIES_REQUIRED,
    path: ['entity_ids'],
  });
export type SetOpportunityAccessBody = z.input<typeof setOpportunityAccessBodySchema>;

export const accessChangeSchema = z.object({
  status: z.enum(ACCESS_CHANGE_STATUSES),
  /** Entities whose status changed; those already holding it (or NDA_DECLINED on a grant) are left as they are. */
  changed: z.number().int(),
  /** Entities the request covered. */
  matched: z.number().int(),
});
export type AccessChange = z.infer<typeof accessChangeSchema>;

export const setOpportunityAccessRoute = defineRoute({
  method: 'POST',
  url: `${base}/:id/access`,
  schema: {
    params: idParams,
    body: setOpportunityAccessBodySchema,
    response: { 200: z.object({ data: accessChangeSchema }), ...errors },
  },
});
