import { z } from 'zod';
import {
  capIdSchema,
  capListSchema,
  capPageQuerySchema,
  capTableBase,
  capTableParamsSchema,
  captableErrors,
  decimalSchema,
  isoDateSchema,
  okSchema,
  roundedSchema,
  sharesSchema,
} from './captable-common.ts';
import { defineRoute } from './route.ts';

/* Securities, their drafts and readiness, security actions, action requests and the ledger (issue 17 points 2-4). */

export const CAP_SECURITY_KINDS = ['CS', 'PS', 'WA', 'CN', 'SAFE', 'OP'] as const;
export const CAP_SECURITY_STATUSES = ['draft', 'issued', 'ended'] as const;
export const CAP_OPTION_KINDS = ['iso', 'nso', 'iso_nso'] as const;
export const VESTING_ALLOCATIONS = [
  'CUMULATIVE_ROUNDING',
  'CUMULATIVE_ROUND_DOWN',
  'FRONT_LOADED',
  'BACK_LOADED',
  'FRONT_LOADED_TO_SINGLE_TRANCHE',
  'BACK_LOADED_TO_SINGLE_TRANCHE',
  'FRACTIONAL',
] as const;

/** Time-based (cliff, monthly or quarterly) or a custom schedule of dates and amounts (spec 4 vesting types). */
export const vestingSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('time'),
    start_date: isoDateSchema,
    /** Number of installments (48 monthly = 4 years). */
    installments: z.number().int().min(1).max(600),
    frequency: z.enum(['monthly', 'quarterly']),
    /** The installment at which the cliff falls (12 monthly = 1 year); 0: no cliff. */
    cliff_installment: z.number().int().min(0).max(600),
    allocation: z.enum(VESTING_ALLOCATIONS).optional(),
  }),
  z.object({
    type: z.literal('custom'),
    rows: z
      .array(z.object({ date: isoDateSchema, amount: decimalSchema }))
      .min(1)
      .max(600),
  }),
]);
export type CapVesting = z.infer<typeof vestingSchema>;

export const readinessSchema = z.object({
  /** 'Ready to be issued' or 'Missing Information'. */
  label: z.string(),
  ready: z.boolean(),
  missing: z.array(z.object({ field: z.string(), label: z.string() })),
});

export const securityRowSchema = z.object({
  id: z.string(),
  kind: z.enum(CAP_SECURITY_KINDS),
  status: z.enum(CAP_SECURITY_STATUSES),
  stakeholder_id: z.string().nullable(),
  stakeholder_name: z.string().nullable(),
  class_id: z.string().nullable(),
  plan_id: z.string().nullable(),
  quantity: z.string().nullable(),
  price: z.string().nullable(),
  terms_id: z.string().nullable(),
  terms_version: z.number().int().nullable(),
  option_kind: z.enum(CAP_OPTION_KINDS).nullable(),
  issue_date: z.string().nullable(),
  parent_id: z.string().nullable(),
  investment_id: z.uuid().nullable(),
  readiness: readinessSchema,
  /** The actions that apply now (domain allowedActions), filtered by the caller's permissions. */
  allowed_actions: z.array(z.string()),
});
export type SecurityRow = z.infer<typeof securityRowSchema>;

export const securityDetailSchema = securityRowSchema.extend({
  vesting: vestingSchema.nullable(),
  /** The schedule with each installment, and the rule that rounded it. */
  schedule: z
    .object({
      installments: z.array(z.object({ date: z.string(), amount: z.string(), vested: z.string() })),
      vested_today: roundedSchema,
      rounding: z.string(),
    })
    .nullable(),
  terms: z.record(z.string(), z.unknown()).nullable(),
  details: z.record(z.string(), z.unknown()),
  /** From the first ancestor to this security, with the transactions that created, split and ended each. */
  lineage: z.array(
    z.object({
      security_id: z.string(),
      quantity: z.string(),
      stakeholder_id: z.string(),
      created_by: z.string(),
      ended_by: z.string().nullable(),
      transactions: z.array(z.string()),
    }),
  ),
  children: z.array(z.string()),
  /** Certificate PDF (shares) and the deal's signed documents (deal -> ledger). */
  documents: z.array(z.object({ name: z.string(), file_id: z.uuid(), kind: z.string() })),
});
export type SecurityDetail = z.infer<typeof securityDetailSchema>;

export const securityDraftBodySchema = z.object({
  kind: z.enum(CAP_SECURITY_KINDS),
  stakeholder_id: capIdSchema.nullish(),
  class_id: capIdSchema.nullish(),
  plan_id: capIdSchema.nullish(),
  quantity: decimalSchema.nullish(),
  price: decimalSchema.nullish(),
  terms_id: capIdSchema.nullish(),
  option_kind: z.enum(CAP_OPTION_KINDS).nullish(),
  issue_date: isoDateSchema.nullish(),
  vesting: vestingSchema.nullish(),
  /** OCF fields without a column: custom_id, security_law_exemptions, expiration_date, board_approval_date... */
  details: z.record(z.string(), z.unknown()).default({}),
});
export type SecurityDraftBody = z.infer<typeof securityDraftBodySchema>;

const securityParams = capTableParamsSchema.extend({ securityId: capIdSchema });

export const listSecuritiesRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/securities`,
  schema: {
    params: capTableParamsSchema,
    querystring: capPageQuerySchema.extend({
      status: z.enum(CAP_SECURITY_STATUSES).optional(),
      kind: z.enum(CAP_SECURITY_KINDS).optional(),
      stakeholder_id: z.string().max(100).optional(),
      class_id: z.string().max(100).optional(),
      plan_id: z.string().max(100).optional(),
    }),
    response: { 200: capListSchema(securityRowSchema), ...captableErrors },
  },
});
export const getSecurityRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/securities/:securityId`,
  schema: { params: securityParams, response: { 200: z.object({ data: securityDetailSchema }), ...captableErrors } },
});
export const createSecurityDraftRoute = defineRoute({
  method: 'POST',
  url: `${capTableBase}/securities`,
  schema: {
    params: capTableParamsSchema,
    body: securityDraftBodySchema,
    response: { 201: z.object({ data: securityDetailSchema }), ...captableErrors },
  },
});
export const updateSecurityDraftRoute = defineRoute({
  method: 'PATCH',
  url: `${capTableBase}/securities/:securityId`,
  schema: {
    params: securityParams,
    body: securityDraftBodySchema.partial(),
    response: { 200: z.object({ data: securityDetailSchema }), ...captableErrors },
  },
});
export const deleteSecurityDraftRoute = defineRoute({
  method: 'DELETE',
  url: `${capTableBase}/securities/:securityId`,
  schema: { params: securityParams, response: { 200: okSchema, ...captableErrors } },
});

/** Issues one or many drafts, all or none; each must be 'Ready to be issued'. Shares get a certificate PDF. */
export const issueSecuritiesRoute = defineRoute({
  method: 'POST',
  url: `${capTableBase}/securities/issue`,
  schema: {
    params: capTableParamsSchema,
    body: z.object({ security_ids: z.array(capIdSchema).min(1).max(500) }),
    response: { 200: z.object({ issued: z.array(z.string()) }), ...captableErrors },
  },
});

/** Spec 9's six termination reasons (domain TERMINATION_REASONS). */
export const TERMINATION_REASON_VALUES = [
  'voluntary',
  'involuntary',
  'with_cause',
  'death',
  'disability',
  'retirement',
] as const;

/** One security action (spec 4; CAPTABLE 4.5-4.7). Admins act; editors raise the same body as a request. */
export const securityActionBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('transfer'),
    quantity: sharesSchema,
    to_stakeholder_id: capIdSchema,
    date: isoDateSchema,
  }),
  z.object({
    action: z.literal('cancel'),
    quantity: decimalSchema,
    reason: z.string().trim().min(1, 'Reason is required').max(500),
    date: isoDateSchema,
  }),
  z.object({
    action: z.literal('repurchase'),
    quantity: sharesSchema,
    price: decimalSchema,
    disposition: z.enum(['treasury', 'retire', 'return_to_pool']),
    date: isoDateSchema,
  }),
  z.object({
    action: z.literal('exercise'),
    quantity: sharesSchema,
    date: isoDateSchema,
    /** The class of the new shares: an option's plan class by default; a warrant's own class, else this. */
    class_id: capIdSchema.optional(),
  }),
  z.object({
    action: z.literal('terminate'),
    reason: z.enum(TERMINATION_REASON_VALUES),
    termination_date: isoDateSchema,
  }),
  z.object({
    action: z.literal('vesting'),
    vesting: vestingSchema.optional(),
    accelerate_quantity: sharesSchema.optional(),
    date: isoDateSchema,
  }),
  z.object({
    action: z.literal('retract'),
    reason: z.string().trim().min(1, 'Reason is required').max(500),
    date: isoDateSchema,
  }),
  z.object({
    action: z.literal('modify'),
    price: decimalSchema.optional(),
    details: z.record(z.string(), z.unknown()).optional(),
    date: isoDateSchema,
  }),
]);
export type SecurityActionBody = z.infer<typeof securityActionBodySchema>;

export const securityActionResultSchema = z.object({
  tx_ids: z.array(z.string()),
  /** New securities the action created (transferred part, balance, exercised shares). */
  created: z.array(z.string()),
  /** Exercise: the price paid, rounded by the profile. */
  cost: roundedSchema.nullable(),
});

export const securityActionRoute = defineRoute({
  method: 'POST',
  url: `${capTableBase}/securities/:securityId/actions`,
  schema: {
    params: securityParams,
    body: securityActionBodySchema,
    response: { 200: z.object({ data: securityActionResultSchema }), ...captableErrors },
  },
});

export const certificateRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/securities/:securityId/certificate`,
  schema: { params: securityParams, response: { 200: z.any(), ...captableErrors } },
});

// --- Action requests (editor raises, admin approves or rejects) ------------------------------------

export const actionRequestSchema = z.object({
  id: z.uuid(),
  security_id: z.string(),
  action: z.string(),
  body: z.record(z.string(), z.unknown()),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  requested_by_name: z.string().nullable(),
  requested_on: z.string(),
  decided_on: z.string().nullable(),
});
export type ActionRequest = z.infer<typeof actionRequestSchema>;

const requestParams = capTableParamsSchema.extend({ requestId: z.uuid() });

export const listActionRequestsRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/action-requests`,
  schema: {
    params: capTableParamsSchema,
    querystring: capPageQuerySchema.extend({ status: z.enum(['pending', 'approved', 'rejected']).optional() }),
    response: { 200: capListSchema(actionRequestSchema), ...captableErrors },
  },
});
export const raiseActionRequestRoute = defineRoute({
  method: 'POST',
  url: `${capTableBase}/securities/:securityId/action-requests`,
  schema: {
    params: securityParams,
    body: securityActionBodySchema,
    response: { 201: z.object({ data: actionRequestSchema }), ...captableErrors },
  },
});
export const decideActionRequestRoute = defineRoute({
  method: 'POST',
  url: `${capTableBase}/action-requests/:requestId/decision`,
  schema: {
    params: requestParams,
    body: z.object({ approve: z.boolean(), reason: z.string().trim().max(500).optional() }),
    response: { 200: z.object({ data: actionRequestSchema }), ...captableErrors },
  },
});

// --- Ledger ---------------------------------------------------------------------------------------

export const ledgerTxSchema = z.object({
  seq: z.string(),
  id: z.string(),
  type: z.string(),
  date: z.string(),
  security_id: z.string().nullable(),
  body: z.record(z.string(), z.unknown()),
  actor_name: z.string().nullable(),
  created_on: z.string(),
});
export type LedgerTxRow = z.infer<typeof ledgerTxSchema>;

export const listLedgerRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/ledger`,
  schema: {
    params: capTableParamsSchema,
    querystring: capPageQuerySchema.extend({
      type: z.string().max(40).optional(),
      security_id: z.string().max(100).optional(),
      from: isoDateSchema.optional(),
      to: isoDateSchema.optional(),
    }),
    response: { 200: capListSchema(ledgerTxSchema), ...captableErrors },
  },
});
