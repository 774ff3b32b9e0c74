import { INVESTMENT_STATUSES } from '@dl/domain';
import { z } from 'zod';
import { errorSchema, fidParamsSchema, listQuerySchema } from './common.ts';
import { moneySchema } from './opportunities.ts';
import { API_PREFIX, defineRoute } from './route.ts';

export const investmentStatusSchema = z.enum(INVESTMENT_STATUSES);

const time = z.string().nullable();

/**
 * One investment (spec 3 "Investment"). `status_label` / `status_color` follow spec 4 (CREATED and
 * IOI_SENT 'Transaction in progress', DEAL_PENDING_REVIEW 'Waiting for approval', DEAL_SIGN_IN_PROCESS
 * 'Signing in progress'; DEAL_DECLINED red, DEAL_EXECUTED green, the others orange). The progress
 * strip reads the five dates nda_signed_date, deal_signed_date, counter_signed_deal_date,
 * payments_received, payments_acknowledged (a step is highlighted when its date is set).
 */
export const investmentSchema = z.object({
  id: z.uuid(),
  opportunity_id: z.uuid(),
  entity: z.object({ id: z.uuid(), name: z.string(), trellis_uid: z.string() }),
  status: investmentStatusSchema,
  status_label: z.string(),
  status_color: z.enum(['red', 'green', 'orange']),
  /** Spec 4 investor-side progress step (DEAL_DECLINED -2 ... DEAL_EXECUTED 5); null when unlisted. */
  progress_step: z.number().int().nullable(),
  amount: moneySchema,
  timezone: z.string().nullable(),
  pre_form_response: z.record(z.string(), z.unknown()),
  /** The opportunity's DEAL document (doc_id for `GET mydocuments/:docId`). */
  document_id: z.uuid().nullable(),
  /** The investor's signed deal, then the countersigned one (file ids for `GET mydocuments/:docId`). */
  signed_document_id: z.uuid().nullable(),
  countersigned_document_id: z.uuid().nullable(),
  nda_signed_date: time,
  deal_reviewed_date: time,
  deal_signed_date: time,
  approved_on: time,
  counter_signed_deal_date: time,
  executed_on: time,
  declined_on: time,
  decline_reason: z.string().nullable(),
  payment_status: z.string(),
  payments_received: time,
  payments_acknowledged: time,
  created_on: z.string(),
  modified_on: z.string(),
});
export type Investment = z.infer<typeof investmentSchema>;

/** The opportunity side of a merged investment record. */
export const investmentOpportunitySchema = z.object({
  opp_id: z.uuid(),
  name: z.string(),
  short_desc: z.string(),
  opportunity_type: z.enum(['PRIMARY', 'SECONDARY']),
  type: z.enum(['GENERAL', 'FUND', 'SPV']),
  status: z.string(),
  size: moneySchema,
  minimum: moneySchema,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  issuer: z.object({ id: z.uuid(), name: z.string() }),
});

/** A list row and `GET investments/:id`: the investment merged with its opportunity (spec 7). */
export const investmentWithOpportunitySchema = investmentSchema.extend({ opportunity: investmentOpportunitySchema });
export type InvestmentWithOpportunity = z.infer<typeof investmentWithOpportunitySchema>;

export const investmentListSchema = z.object({
  count: z.number().int(),
  results: z.array(investmentWithOpportunitySchema),
});
export type InvestmentList = z.infer<typeof investmentListSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Spec 7 list: ordering (default -created_on; also amount, modified_on, status), page, limit, filters. */
export const investmentListQuerySchema = listQuerySchema.extend({
  opportunity_id: z.uuid().optional(),
  status: investmentStatusSchema.optional(),
  opportunity_name: z.string().max(100).optional(),
  is_primary: booleanQuery.optional(),
});

/** A pre-form template (the shared NDA/deal pre-forms of the domain package). */
export const dealPreFormTemplateSchema = z.object({
  internal_name: z.string(),
  kind: z.string(),
  version: z.union([z.string(), z.number()]),
  sections: z
    .array(
      z.object({
        key: z.string(),
        definition: z.object({
          id: z.union([z.string(), z.number()]),
          title: z.string(),
          fields: z
            .array(
              z.object({
                key: z.string(),
                label: z.string(),
                type: z.string(),
                mandatory: z.boolean(),
                options: z.array(z.string()).readonly().optional(),
                max_length: z.number().int().optional(),
                hint: z.string().optional(),
              }),
            )
            .readonly(),
        }),
      }),
    )
    .readonly(),
});

export const dealPreFormSchema = z.object({
  template: dealPreFormTemplateSchema,
  /** The response saved with the entity's live investment, if any. */
  response: z.record(z.string(), z.unknown()).nullable(),
});

/**
 * `POST entity/{entityId}/opportunities/{id}/investment` (spec 7). `response.amount` (decimal string
 * or integer) must be at least the opportunity minimum and a multiple of $10,000 (spec 9 "Investment
 * input steps 10000"; exactly the minimum is also accepted). The rest is checked against the deal
 * pre-form; errors answer 400 with the messages.
 */
export const createInvestmentBodySchema = z.object({
  timezone: z.string().max(64).optional(),
  pre_form_response: z.object({ response: z.record(z.string(), z.unknown()) }),
});

const fid = fidParamsSchema;
const investorBase = `${API_PREFIX}/fid/:fidId/investors`;
const tenantBase = `${API_PREFIX}/fid/:fidId`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const getDealPreFormRoute = defineRoute({
  method: 'GET',
  url: `${investorBase}/opportunities/:id/deal/pre-form`,
  schema: { params: fid.extend({ id: z.uuid() }), response: { 200: dealPreFormSchema, ...errors } },
});

export const createInvestmentRoute = defineRoute({
  method: 'POST',
  url: `${investorBase}/entity/:entityId/opportunities/:id/investment`,
  schema: {
    params: fid.extend({ entityId: z.uuid(), id: z.uuid() }),
    body: createInvestmentBodySchema,
    response: { 201: investmentSchema, ...errors },
  },
});

export const listInvestmentsRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/investments`,
  schema: { params: fid, querystring: investmentListQuerySchema, response: { 200: investmentListSchema, ...errors } },
});

/** The caller's (token entity's) live investment in an opportunity, else 404. */
export const getInvestmentForOpportunityRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/investments/opportunity`,
  schema: {
    params: fid,
    querystring: z.object({ opportunity_id: z.uuid() }),
    response: { 200: investmentWithOpportunitySchema, ...errors },
  },
});

/** Spec 7: the merged record; `{}` when the opportunity is gone. */
export const getInvestmentRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/investments/:id`,
  schema: {
    params: fid.extend({ id: z.uuid() }),
    response: { 200: z.union([investmentWithOpportunitySchema, z.object({}).strict()]), ...errors },
  },
});

export const investmentDataSchema = z.object({ data: investmentSchema });

/** The investor opened the deal document (REVIEW_REQUIRED): records deal_reviewed_date. */
export const reviewDealDocumentRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/investments/:id/deal-document/review`,
  schema: { params: fid.extend({ id: z.uuid() }), response: { 200: investmentDataSchema, ...errors } },
});

/* Fiduciary side (base fid-admin): the screens come with the fund-admin portal. */

/**
 * The deals list: status (the dashboard's `?status=` links), opportunity (by id, or a part of its
 * name), investor (an entity by id, or a part of the entity's name) and ordering (-created_on by default; created_on, modified_on,
 * amount, status, opportunity_name, entity_name).
 */
export const fidAdminInvestmentListQuerySchema = listQuerySchema.extend({
  status: investmentStatusSchema.optional(),
  opportunity_id: z.uuid().optional(),
  entity_id: z.uuid().optional(),
  investor: z.string().trim().max(100, 'should be at most 100 characters').optional(),
  opportunity_name: z.string().trim().max(100, 'should be at most 100 characters').optional(),
});

export const fidAdminListInvestmentsRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/fid-admin/investments`,
  schema: {
    params: fid,
    querystring: fidAdminInvestmentListQuerySchema,
    response: { 200: investmentListSchema, ...errors },
  },
});

const actionParams = fid.extend({ id: z.uuid() });

/** DEAL_PENDING_REVIEW -> DEAL_APPROVED (fiduciary_superadmin, fiduciary_admin, deal_executor). */
export const approveInvestmentRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/fid-admin/investments/:id/approve`,
  schema: { params: actionParams, response: { 200: investmentDataSchema, ...errors } },
});

export const DECLINE_REASON_REQUIRED = 'Reason is required';

/** `reason` is checked by the service (400 DECLINE_REASON_REQUIRED when missing or blank). */
export const declineInvestmentBodySchema = z
  .object({ reason: z.string().max(1000, 'should be at most 1000 characters').optional() })
  .nullish();

/** Any state before DEAL_SIGNED -> DEAL_DECLINED, with a reason (same roles as approve). */
export const declineInvestmentRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/fid-admin/investments/:id/decline`,
  schema: {
    params: actionParams,
    body: declineInvestmentBodySchema,
    response: { 200: investmentDataSchema, ...errors },
  },
});

/** DEAL_SIGNED -> DEAL_EXECUTED (deal_executor, fiduciary_admin, fiduciary_superadmin). */
export const executeInvestmentRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/fid-admin/investments/:id/execute`,
  schema: { params: actionParams, response: { 200: investmentDataSchema, ...errors } },
});
