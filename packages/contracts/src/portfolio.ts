import { PENDING_ACTION_KINDS } from '@dl/domain';
import { z } from 'zod';
import { errorSchema, fidParamsSchema, listQuerySchema } from './common.ts';
import { documentRecordSchema } from './documents.ts';
import { navigateToSchema } from './notifications.ts';
import { moneySchema, moneyTotalSchema, OPPORTUNITY_STRUCTURES } from './opportunities.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/** A money amount that may be negative (gains): decimal string, exact to the cent. */
export const signedMoneySchema = z.string().regex(/^-?\d+(\.\d{1,2})?$/);

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const tenantBase = `${API_PREFIX}/fid/:fidId`;
const investorBase = `${API_PREFIX}/fid/:fidId/investors`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The latest valuation mark of a position's opportunity: a price per unit or a multiple of cost. */
export const valuationMarkSchema = z.object({
  as_of: z.string(),
  price: moneySchema.nullable(),
  multiple: z.string().nullable(),
});

/**
 * One position: an executed investment (DEAL_EXECUTED) of an entity the caller acts for or views.
 * `cost` is the invested amount; `current_value` is cost times the latest mark's multiple (cost when
 * there is no mark); `gain` = current_value - cost (may be negative). All amounts exact decimal strings.
 */
export const positionSchema = z.object({
  investment_id: z.uuid(),
  opportunity_id: z.uuid(),
  opportunity_name: z.string(),
  opportunity_type: z.enum(['PRIMARY', 'SECONDARY']),
  issuer: z.object({ id: z.uuid(), name: z.string() }),
  entity: z.object({ id: z.uuid(), name: z.string(), trellis_uid: z.string() }),
  sector: z.string().nullable(),
  stage: z.string().nullable(),
  type: z.enum(OPPORTUNITY_STRUCTURES),
  cost: moneyTotalSchema,
  current_value: moneyTotalSchema,
  gain: signedMoneySchema,
  mark: valuationMarkSchema.nullable(),
  payment_status: z.string(),
  executed_on: z.string().nullable(),
  created_on: z.string(),
});
export type Position = z.infer<typeof positionSchema>;

export const PORTFOLIO_ORDERINGS = [
  'executed_on',
  '-executed_on',
  'created_on',
  '-created_on',
  'cost',
  '-cost',
  'opportunity_name',
  '-opportunity_name',
] as const;

/** Spec 7 `GET portfolio`: list params plus is_primary (default true) and sector / stage / type filters. */
export const portfolioQuerySchema = listQuerySchema.extend({
  ordering: z.enum(PORTFOLIO_ORDERINGS).default('-executed_on'),
  is_primary: booleanQuery.default(true),
  sector: z.string().max(100).optional(),
  stage: z.string().max(100).optional(),
  type: z.enum(OPPORTUNITY_STRUCTURES).optional(),
  entity_id: z.uuid().optional(),
});
export type PortfolioQuery = z.input<typeof portfolioQuerySchema>;

export const portfolioListSchema = z.object({ count: z.number().int(), results: z.array(positionSchema) });
export type PortfolioList = z.infer<typeof portfolioListSchema>;

export const getPortfolioRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/portfolio`,
  schema: {
    params: fidParamsSchema,
    querystring: portfolioQuerySchema,
    response: { 200: portfolioListSchema, ...errors },
  },
});

export const portfolioTotalsSchema = z.object({
  positions: z.number().int(),
  cost: moneyTotalSchema,
  current_value: moneyTotalSchema,
  gain: signedMoneySchema,
});
export type PortfolioTotals = z.infer<typeof portfolioTotalsSchema>;

/** `GET portfolio/opportunities/:id`: the caller's position(s) in one opportunity and its documents. */
export const portfolioOpportunitySchema = z.object({
  data: z.object({
    opportunity: z.object({
      id: z.uuid(),
      name: z.string(),
      short_desc: z.string(),
      opportunity_type: z.enum(['PRIMARY', 'SECONDARY']),
      type: z.enum(OPPORTUNITY_STRUCTURES),
      issuer: z.object({ id: z.uuid(), name: z.string() }),
      sector: z.string().nullable(),
      stage: z.string().nullable(),
    }),
    totals: portfolioTotalsSchema,
    positions: z.array(positionSchema),
    /** Documents of this opportunity the caller may see (NDA, deal, data room, capital-call notices...). */
    documents: z.array(documentRecordSchema),
  }),
});
export type PortfolioOpportunity = z.infer<typeof portfolioOpportunitySchema>['data'];

export const getPortfolioOpportunityRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/portfolio/opportunities/:id`,
  schema: {
    params: fidParamsSchema.extend({ id: z.uuid() }),
    response: { 200: portfolioOpportunitySchema, ...errors },
  },
});

/**
 * The filters of `POST portfolio/summary` (same meaning as the `GET portfolio` ones), but without
 * `is_primary` the summary takes every position, primary and secondary: its totals are the
 * dashboard's Invested (ADR 0033).
 */
export const portfolioFilterParamSchema = z.object({
  is_primary: z.boolean().optional(),
  sector: z.string().max(100).optional(),
  stage: z.string().max(100).optional(),
  type: z.enum(OPPORTUNITY_STRUCTURES).optional(),
  entity_id: z.uuid().optional(),
});

/** Spec 7: body `filter_param` plus extra fields (kept, ignored). `months` sets the value-over-time span. */
export const portfolioSummaryBodySchema = z.looseObject({
  filter_param: portfolioFilterParamSchema.default({}),
  months: z.number().int().min(1).max(120).optional(),
});
export type PortfolioSummaryBody = z.input<typeof portfolioSummaryBodySchema>;

/** One slice of a chart: a group key (sector, stage or type; 'Other' when unset) and its sums. */
export const portfolioBucketSchema = z.object({
  key: z.string(),
  positions: z.number().int(),
  cost: moneyTotalSchema,
  current_value: moneyTotalSchema,
});

/** One point per month end: cost invested by then and its value at the marks known then. */
export const valuePointSchema = z.object({ date: z.string(), cost: moneyTotalSchema, current_value: moneyTotalSchema });

export const portfolioSummarySchema = z.object({
  data: z.object({
    totals: portfolioTotalsSchema,
    by_sector: z.array(portfolioBucketSchema),
    by_stage: z.array(portfolioBucketSchema),
    by_type: z.array(portfolioBucketSchema),
    value_over_time: z.array(valuePointSchema),
  }),
});
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>['data'];

export const portfolioSummaryRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/portfolio/summary`,
  schema: {
    params: fidParamsSchema,
    body: portfolioSummaryBodySchema,
    response: { 200: portfolioSummarySchema, ...errors },
  },
});

/**
 * Dashboard cards (spec 2 index, issue 5), each by its one definition in the domain's
 * investor-figures (ADR 0033): `invested` = executed investments at cost, primary and secondary (the
 * portfolio totals' Invested with no filter); `committed` = live (not declined, not yet executed)
 * investments; `pending_actions` = the count of `GET investors/actions` (documents awaiting my
 * signature, payments awaiting 'confirm payment sent'); `open_opportunities` = published
 * opportunities not closed for my entity and not invested in by it.
 */
export const investmentStatsSchema = z.object({
  invested: moneyTotalSchema,
  committed: moneyTotalSchema,
  pending_actions: z.number().int(),
  open_opportunities: z.number().int(),
});
export type InvestmentStats = z.infer<typeof investmentStatsSchema>;

export const getInvestmentStatsRoute = defineRoute({
  method: 'GET',
  url: `${investorBase}/investments/stats`,
  schema: { params: fidParamsSchema, response: { 200: investmentStatsSchema, ...errors } },
});

/** One thing waiting for the investor: a document to sign or a payment to confirm as sent. */
export const pendingActionSchema = z.object({
  kind: z.enum(PENDING_ACTION_KINDS),
  /** The document, or the investment a payment belongs to. */
  subject_id: z.uuid(),
  /** A payment's id; null for a document. */
  payment_id: z.uuid().nullable(),
  /** What to do, in words (the domain's pendingActionText). */
  text: z.string(),
  amount: moneySchema.nullable(),
  opportunity: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Since when it waits (the document's last change, the payment's creation). */
  since: z.string(),
  navigate_to: navigateToSchema,
  resource_id: z.string().nullable(),
});
export type PendingAction = z.infer<typeof pendingActionSchema>;

export const pendingActionListSchema = z.object({ count: z.number().int(), results: z.array(pendingActionSchema) });
export type PendingActionList = z.infer<typeof pendingActionListSchema>;

/**
 * The caller's pending actions for the token's entity, oldest first: the one list the dashboard's
 * Actions card and the bell's Actions tab show (their first items and `count`), and whose count is the
 * dashboard's Pending actions. A viewer, who cannot act, has none.
 */
export const listPendingActionsRoute = defineRoute({
  method: 'GET',
  url: `${investorBase}/actions`,
  schema: {
    params: fidParamsSchema,
    querystring: listQuerySchema.omit({ ordering: true }),
    response: { 200: pendingActionListSchema, ...errors },
  },
});

/* Cap-table hand-off (issue 5 item 7). */

/** A 60-second, single-use token; `url` opens the holder's view in the cap-table portal. */
export const captableSsoTokenSchema = z.object({
  data: z.object({ token: z.string(), url: z.string(), expires_on: z.string() }),
});

export const captableSsoTokenRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/investor/captable/sso-token`,
  schema: {
    params: fidParamsSchema,
    body: z.object({}).nullish(),
    response: { 200: captableSsoTokenSchema, ...errors },
  },
});

export const SSO_TOKEN_INVALID = 'This link is invalid or has expired.';

/** Exchanged once for a session whose current role is the cap-table holder role; a second use -> 401. */
export const captableSsoExchangeRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/acap/sso/exchange`,
  schema: {
    body: z.object({ token: z.string().min(1).max(200) }),
    response: {
      200: z.object({ access: z.string(), refresh: z.string(), current_role: z.literal('holder') }),
      400: errorSchema,
      401: errorSchema,
    },
  },
});
