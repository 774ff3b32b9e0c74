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
  sharesSchema,
} from './captable-common.ts';
import { defineRoute } from './route.ts';

/* Cap-table set-up (issue 17 point 2): stakeholders, security terms, stock classes and equity plans. */

// --- Stakeholders -------------------------------------------------------------------------------

export const STAKEHOLDER_TYPES = ['INDIVIDUAL', 'INSTITUTION'] as const;
export const stakeholderSchema = z.object({
  id: z.string(),
  name: z.string(),
  stakeholder_type: z.enum(STAKEHOLDER_TYPES),
  email: z.string().nullable(),
  relationship: z.string().nullable(),
  /** Linked investor entity (deal -> ledger, the investor's hand-off) and holder account, when any. */
  entity_id: z.uuid().nullable(),
  user_id: z.uuid().nullable(),
  created_on: z.string(),
});
export type Stakeholder = z.infer<typeof stakeholderSchema>;

export const stakeholderBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  stakeholder_type: z.enum(STAKEHOLDER_TYPES),
  email: z.email('Enter a valid email address').nullish(),
  relationship: z.string().trim().max(100).nullish(),
});
export type StakeholderBody = z.infer<typeof stakeholderBodySchema>;

const stakeholderParams = capTableParamsSchema.extend({ stakeholderId: capIdSchema });

export const listStakeholdersRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/stakeholders`,
  schema: {
    params: capTableParamsSchema,
    querystring: capPageQuerySchema.extend({ search: z.string().max(100).optional() }),
    response: { 200: capListSchema(stakeholderSchema), ...captableErrors },
  },
});
export const createStakeholderRoute = defineRoute({
  method: 'POST',
  url: `${capTableBase}/stakeholders`,
  schema: {
    params: capTableParamsSchema,
    body: stakeholderBodySchema,
    response: { 201: z.object({ data: stakeholderSchema }), ...captableErrors },
  },
});
export const updateStakeholderRoute = defineRoute({
  method: 'PATCH',
  url: `${capTableBase}/stakeholders/:stakeholderId`,
  schema: {
    params: stakeholderParams,
    body: stakeholderBodySchema.partial(),
    response: { 200: z.object({ data: stakeholderSchema }), ...captableErrors },
  },
});

// --- Security terms (type numbers 1-9, versioned) -----------------------------------------------

export const termsSchema = z.object({
  terms_id: z.string(),
  version: z.number().int(),
  type: z.number().int().min(1).max(9),
  name: z.string(),
  /** The domain's SecurityTerms of that type (packages/domain captable/securities.ts). */
  body: z.record(z.string(), z.unknown()),
  /** Issued securities under any version of these terms (terms in use cannot be deleted). */
  in_use: z.boolean(),
  created_on: z.string(),
});
export type CapTerms = z.infer<typeof termsSchema>;

export const termsBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  /** Checked by the domain's validateTerms; each problem comes back with its field. */
  body: z.looseObject({ type: z.number().int().min(1).max(9) }),
});
export type TermsBody = z.infer<typeof termsBodySchema>;

const termsParams = capTableParamsSchema.extend({ termsId: capIdSchema });

export const listTermsRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/terms`,
  schema: { params: capTableParamsSchema, response: { 200: capListSchema(termsSchema), ...captableErrors } },
});
export const createTermsRoute = defineRoute({
  method: 'POST',
  url: `${capTableBase}/terms`,
  schema: {
    params: capTableParamsSchema,
    body: termsBodySchema,
    response: { 201: z.object({ data: termsSchema }), ...captableErrors },
  },
});
/** A new version; securities issued under the old one keep it. */
export const reviseTermsRoute = defineRoute({
  method: 'PUT',
  url: `${capTableBase}/terms/:termsId`,
  schema: {
    params: termsParams,
    body: termsBodySchema,
    response: { 200: z.object({ data: termsSchema }), ...captableErrors },
  },
});
export const deleteTermsRoute = defineRoute({
  method: 'DELETE',
  url: `${capTableBase}/terms/:termsId`,
  schema: { params: termsParams, response: { 200: okSchema, ...captableErrors } },
});

// --- Stock classes --------------------------------------------------------------------------------

export const stockClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['CS', 'PS']),
  authorized: z.string(),
  issued: z.string(),
  treasury: z.string(),
  conversion_ratio: z.string(),
  price_per_share: z.string().nullable(),
  votes_per_share: z.string(),
  seniority: z.number().int(),
  terms_id: z.string().nullable(),
  board_approval_date: z.string().nullable(),
  /** Each change of authorized shares: date, new total, transaction id. */
  authorized_history: z.array(z.object({ date: z.string(), authorized: z.string(), tx_id: z.string() })),
});
export type StockClass = z.infer<typeof stockClassSchema>;

export const stockClassBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  kind: z.enum(['CS', 'PS']),
  authorized: sharesSchema,
  conversion_ratio: decimalSchema.optional(),
  price_per_share: decimalSchema.nullish(),
  votes_per_share: decimalSchema.optional(),
  seniority: z.number().int().min(1).max(100).optional(),
  terms_id: z.string().nullish(),
  board_approval_date: isoDateSchema,
});
export type StockClassBody = z.infer<typeof stockClassBodySchema>;

const classParams = capTableParamsSchema.extend({ classId: capIdSchema });

export const listStockClassesRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/stock-classes`,
  schema: { params: capTableParamsSchema, response: { 200: capListSchema(stockClassSchema), ...captableErrors } },
});
export const createStockClassRoute = defineRoute({
  method: 'POST',
  url: `${capTableBase}/stock-classes`,
  schema: {
    params: capTableParamsSchema,
    body: stockClassBodySchema,
    response: { 201: z.object({ data: stockClassSchema }), ...captableErrors },
  },
});
/** Changes the authorized shares (a ledger transaction); never below the issued shares. */
export const adjustAuthorizedRoute = defineRoute({
  method: 'POST',
  url: `${capTableBase}/stock-classes/:classId/authorized`,
  schema: {
    params: classParams,
    body: z.object({ authorized: sharesSchema, date: isoDateSchema }),
    response: { 200: z.object({ data: stockClassSchema }), ...captableErrors },
  },
});

// --- Equity plans ---------------------------------------------------------------------------------

export const CANCELLATION_BEHAVIORS = [
  'RETURN_TO_POOL',
  'RETIRE',
  'HOLD_AS_CAPITAL_STOCK',
  'DEFINED_PER_PLAN_SECURITY',
] as const;
export const exerciseWindowSchema = z.object({
  period: z.number().int().min(0).max(1200),
  unit: z.enum(['day', 'month', 'year']),
});

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  class_id: z.string(),
  reserved: z.string(),
  granted: z.string(),
  exercised: z.string(),
  available: z.string(),
  cancellation_behavior: z.enum(CANCELLATION_BEHAVIORS),
  /** Post-termination exercise windows by termination reason (spec 9), inherited by grants. */
  exercise_windows: z.record(z.string(), exerciseWindowSchema.nullable()),
  board_approval_date: z.string().nullable(),
  /** Pool changes: date, new size, transaction id. */
  amendments: z.array(z.object({ date: z.string(), reserved: z.string(), tx_id: z.string() })),
});
export type EquityPlan = z.infer<typeof planSchema>;

export const planBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  class_id: capIdSchema,
  reserved: sharesSchema,
  cancellation_behavior: z.enum(CANCELLATION_BEHAVIORS),
  exercise_windows: z.record(z.string(), exerciseWindowSchema.nullable()).default({}),
  board_approval_date: isoDateSchema,
});
export type PlanBody = z.infer<typeof planBodySchema>;

const planParams = capTableParamsSchema.extend({ planId: capIdSchema });

export const listPlansRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/plans`,
  schema: {
    params: capTableParamsSchema,
    querystring: capPageQuerySchema,
    response: { 200: capListSchema(planSchema), ...captableErrors },
  },
});
export const getPlanRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/plans/:planId`,
  schema: { params: planParams, response: { 200: z.object({ data: planSchema }), ...captableErrors } },
});
export const createPlanRoute = defineRoute({
  method: 'POST',
  url: `${capTableBase}/plans`,
  schema: {
    params: capTableParamsSchema,
    body: planBodySchema,
    response: { 201: z.object({ data: planSchema }), ...captableErrors },
  },
});
/** Amends the pool size (the new total, as OCF's pool adjustment). */
export const amendPlanRoute = defineRoute({
  method: 'POST',
  url: `${capTableBase}/plans/:planId/amendments`,
  schema: {
    params: planParams,
    body: z.object({ reserved: sharesSchema, date: isoDateSchema }),
    response: { 200: z.object({ data: planSchema }), ...captableErrors },
  },
});
