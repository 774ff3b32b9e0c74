import { z } from 'zod';
import { CAPITAL_CALL_STATUSES } from './capital-calls.ts';
import { errorSchema, fidParamsSchema, listQuerySchema, listResponseSchema } from './common.ts';
import { moneySchema, moneyTotalSchema } from './opportunities.ts';
import { paymentActionResultSchema, paymentStatusSchema } from './payments.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/**
 * The fund-admin side of capital calls (issue 15 point 7): a call on an opportunity, allocated pro
 * rata to its executed commitments in exact cents, one notice PDF per investor, payments per allocation.
 */
const base = `${API_PREFIX}/fid/:fidId/fid-admin`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const CALL_BASES = ['PERCENTAGE', 'AMOUNT'] as const;

const percentageSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,6})?$/, 'Percentage should be a number with at most 6 decimals');

function oneBasis(body: { percentage?: string | undefined; amount?: string | undefined }, ctx: z.RefinementCtx) {
  if (body.percentage !== undefined && body.amount !== undefined)
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Give a percentage or an amount, not both' });
  if (body.percentage === undefined && body.amount === undefined)
    ctx.addIssue({ code: 'custom', path: ['percentage'], message: 'Percentage or amount is required' });
}

/** A call is a percentage of the commitments or a total amount: exactly one of the two. */
export const capitalCallBasisSchema = z
  .object({
    percentage: percentageSchema.optional(),
    amount: moneySchema.optional(),
  })
  .superRefine(oneBasis);
export type CapitalCallBasis = z.infer<typeof capitalCallBasisSchema>;

export const newCapitalCallBodySchema = z
  .object({
    percentage: percentageSchema.optional(),
    amount: moneySchema.optional(),
    due_date: z.iso.date('Due date should be a date'),
    note: z.string().trim().max(2000, 'should be at most 2000 characters').default(''),
  })
  .superRefine(oneBasis);
export type NewCapitalCallBody = z.input<typeof newCapitalCallBodySchema>;

export const allocationPreviewLineSchema = z.object({
  investment_id: z.uuid(),
  entity_id: z.uuid(),
  entity_name: z.string(),
  commitment: moneyTotalSchema,
  amount: moneySchema,
});

/** What a call would allocate, with the rounding rule named, before it is made. */
export const capitalCallPreviewSchema = z.object({
  total: moneyTotalSchema,
  commitments_total: moneyTotalSchema,
  rounding_rule: z.string(),
  lines: z.array(allocationPreviewLineSchema),
});
export type CapitalCallPreview = z.infer<typeof capitalCallPreviewSchema>;

export const opportunityCallSchema = z.object({
  id: z.uuid(),
  opportunity_id: z.uuid(),
  opportunity_name: z.string(),
  call_number: z.number().int(),
  basis: z.enum(CALL_BASES),
  percentage: z.string().nullable(),
  /** The total called: the sum of the allocations, to the cent. */
  amount: moneySchema,
  received: moneyTotalSchema,
  outstanding: moneyTotalSchema,
  due_date: z.string(),
  note: z.string(),
  rounding_rule: z.string(),
  /** IN_PROGRESS until every allocation is acknowledged in full (spec 4 process status). */
  status: z.enum(CAPITAL_CALL_STATUSES),
  investors: z.number().int(),
  /** Notice PDFs generated so far, of `total` (one per allocation). */
  notices: z.object({ generated: z.number().int(), total: z.number().int() }),
  created_on: z.string(),
});
export type OpportunityCall = z.infer<typeof opportunityCallSchema>;

const callParams = fidParamsSchema.extend({ callId: z.uuid() });

/** An opportunity capital can be called on: it has executed commitments. */
export const callableOpportunitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  investors: z.number().int(),
  commitments_total: moneyTotalSchema,
});
export type CallableOpportunity = z.infer<typeof callableOpportunitySchema>;

/** `capital_calls.issue`: the opportunities with executed commitments, by name (New capital call). */
export const listCallableOpportunitiesRoute = defineRoute({
  method: 'GET',
  url: `${base}/capital-calls/opportunities`,
  schema: {
    params: fidParamsSchema,
    response: { 200: z.object({ data: z.array(callableOpportunitySchema) }), ...errors },
  },
});

export const previewCapitalCallRoute = defineRoute({
  method: 'POST',
  url: `${base}/opportunities/:id/capital-calls/preview`,
  schema: {
    params: fidParamsSchema.extend({ id: z.uuid() }),
    body: capitalCallBasisSchema,
    response: { 200: z.object({ data: capitalCallPreviewSchema }), ...errors },
  },
});

/** `capital_calls.issue`: the call, one allocation per executed investment, notice jobs queued. */
export const createOpportunityCallRoute = defineRoute({
  method: 'POST',
  url: `${base}/opportunities/:id/capital-calls`,
  schema: {
    params: fidParamsSchema.extend({ id: z.uuid() }),
    body: newCapitalCallBodySchema,
    response: { 201: z.object({ data: opportunityCallSchema }), ...errors },
  },
});

export const opportunityCallListQuerySchema = listQuerySchema.extend({
  opportunity_id: z.uuid().optional(),
});

/** `capital_calls.read`: orderings created_on (default -created_on), due_date, amount. */
export const listOpportunityCallsRoute = defineRoute({
  method: 'GET',
  url: `${base}/capital-calls`,
  schema: {
    params: fidParamsSchema,
    querystring: opportunityCallListQuerySchema,
    response: { 200: listResponseSchema(opportunityCallSchema), ...errors },
  },
});

export const getOpportunityCallRoute = defineRoute({
  method: 'GET',
  url: `${base}/capital-calls/:callId`,
  schema: { params: callParams, response: { 200: z.object({ data: opportunityCallSchema }), ...errors } },
});

export const callAllocationSchema = z.object({
  /** The investment's capital call (`capital_call` id, as the investor's screens name it). */
  id: z.uuid(),
  investment_id: z.uuid(),
  entity_id: z.uuid(),
  entity_name: z.string(),
  commitment: moneyTotalSchema,
  due: moneyTotalSchema,
  received: moneyTotalSchema,
  outstanding: moneyTotalSchema,
  status: z.enum(CAPITAL_CALL_STATUSES),
  payment_id: z.uuid().nullable(),
  payment_status: paymentStatusSchema.nullable(),
  notice_document_id: z.uuid().nullable(),
});
export type CallAllocation = z.infer<typeof callAllocationSchema>;

/** Orderings entity_name (default), due, status. */
export const listCallAllocationsRoute = defineRoute({
  method: 'GET',
  url: `${base}/capital-calls/:callId/allocations`,
  schema: {
    params: callParams,
    querystring: listQuerySchema,
    response: { 200: listResponseSchema(callAllocationSchema), ...errors },
  },
});

/** The payment request of one allocation: PENDING -> SENT (`payments.acknowledge`). */
export const requestPaymentRoute = defineRoute({
  method: 'POST',
  url: `${base}/payments/:paymentId/request`,
  schema: {
    params: fidParamsSchema.extend({ paymentId: z.uuid() }),
    response: { 200: paymentActionResultSchema, ...errors },
  },
});

/** Every PENDING payment of the call -> SENT; answers how many moved. */
export const requestCallPaymentsRoute = defineRoute({
  method: 'POST',
  url: `${base}/capital-calls/:callId/request-payments`,
  schema: {
    params: callParams,
    response: { 200: z.object({ data: z.object({ requested: z.number().int() }) }), ...errors },
  },
});
