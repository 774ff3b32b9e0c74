import { z } from 'zod';
import { errorSchema, fidParamsSchema, listQuerySchema } from './common.ts';
import { documentRecordSchema } from './documents.ts';
import { moneySchema, OPPORTUNITY_STRUCTURES } from './opportunities.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/** A money amount that may be negative (gains): decimal string, exact to the cent. */
export const signedMoneySchema = z
  .string()
  .regex(/^-?\d{1,18}(\.\d{1,2})?$/, 'Enter an amount in figures: at most 18 digits and 2 decimals.');

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
  cost: moneySchema,
  current_value: moneySchema,
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
  cost: moneySchema,
  current_value: moneySchema,
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

/** The filters of `POST portfolio/summary` (same meaning as the `GET portfolio` ones). */
export const portfolioFilterParamSchema = z.object({
  is_primary: z.boolean().default(true),
  sector: z.string().max(100).optional(),
  stage: z.string().max(100).optional(),
  type: z.enum(OPPORTUNITY_STRUCTURES).optional(),
  entity_id: z.uuid().optional(),
});

/** Spec 7: body `filter_param` plus extra fields (kept, ignored). `months` sets the value-over-time span. */
export const portfolioSummaryBodySchema = z.looseObject({
  filter_param: portfolioFilterParamSchema.default({ is_primary: true }),
  months: z.number().int().min(1).max(120).optional(),
});
export type PortfolioSummaryBody = z.input<typeof portfolioSummaryBodySchema>;

/** One slice of a chart: a group key (sector, stage or type; 'Other' when unset) and its sums. */
export const portfolioBucketSchema = z.object({
  key: z.string(),
  positions: z.number().int(),
  cost: moneySchema,
  current_value: moneySchema,
});

/** One point per month end: cost invested by then and its value at the marks known then. */
export const valuePointSchema = z.object({ date: z.string(), cost: moneySchema, current_value: moneySchema });

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
 * Dashboard cards (spec 2 index, issue 5): `invested` = sum of executed investments; `committed` =
 * sum of live (not declined, not yet executed) investments; `pending_actions` = documents awaiting the
 * caller's signature plus payments awaiting 'confirm payment sent'; `open_opportunities` = published
 * opportunities the caller may see and has not invested in.
 */
export const investmentStatsSchema = z.object({
  invested: moneySchema,
  committed: moneySchema,
  pending_actions: z.number().int(),
  open_opportunities: z.number().int(),
});
export type InvestmentStats = z.infer<typeof investmentStatsSchema>;

export const getInvestmentStatsRoute = defineRoute({
  method: 'GET',
  url: `${investorBase}/investments/stats`,
  schema: { params: fidParamsSchema, response: { 200: investmentStatsSchema, ...errors } },
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
