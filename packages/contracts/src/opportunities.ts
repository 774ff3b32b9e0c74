import { z } from 'zod';
import { API_PREFIX, defineRoute } from './route.ts';
import { errorSchema, fidParamsSchema, listQuerySchema, listResponseSchema } from './common.ts';

/**
 * Money travels as a decimal string (never a JS float): spec 3 size, minimum, pre, post. At most 18
 * digits before the point, as the money columns (numeric(20,2)) hold: a longer amount answers 400
 * in words, never a database overflow.
 */
const MONEY_DIGITS = 18;
export const moneySchema = z
  .string()
  .regex(/^\d{1,18}(\.\d{1,2})?$/, `Enter an amount in figures: at most ${MONEY_DIGITS} digits and 2 decimals.`);

/**
 * A sum or product of amounts in an answer (totals, values, what is outstanding): as many digits as
 * it takes, since the sum of stored amounts can pass what one column holds. Answers only.
 */
export const moneyTotalSchema = z.string().regex(/^\d+(\.\d{1,2})?$/);

export const OPPORTUNITY_KINDS = ['PRIMARY', 'SECONDARY'] as const;
export const OPPORTUNITY_STRUCTURES = ['GENERAL', 'FUND', 'SPV'] as const;
/** Opportunity lifecycle statuses (spec 4 "Other statuses"). */
export const OPPORTUNITY_LIFECYCLE_STATUSES = [
  'Published',
  'Created',
  'Ready for Review',
  'Pending Review',
  'Closed',
] as const;

/** Favorite flag of spec 3: 1 (Saved, thumbs up), -1 (Dismissed, thumbs down), 0 (neutral). */
export const favoriteSchema = z.union([z.literal(1), z.literal(-1), z.literal(0)]);
export type Favorite = z.infer<typeof favoriteSchema>;

export const opportunitySummarySchema = z.object({
  opp_id: z.uuid(),
  name: z.string(),
  short_desc: z.string(),
  opportunity_type: z.enum(OPPORTUNITY_KINDS),
  type: z.enum(OPPORTUNITY_STRUCTURES),
  status: z.string(),
  issuer: z.object({ id: z.uuid(), name: z.string() }),
  market: z.string().nullable(),
  stage: z.string().nullable(),
  size: moneySchema,
  minimum: moneySchema,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  created_on: z.string(),
});

/** A list row (spec 3 "In lists": opportunity.opp_id, favorite, is_dismissed). */
export const opportunityListItemSchema = z.object({
  opportunity: opportunitySummarySchema,
  favorite: favoriteSchema,
  is_dismissed: z.boolean(),
});
export type OpportunityListItem = z.infer<typeof opportunityListItemSchema>;

/** `true` / `false` in a query string. */
const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');
/** `1`, `-1` or `0` in a query string (spec 9 favorite filter values). */
const queryFavorite = z.enum(['1', '-1', '0']).transform((v) => Number(v) as Favorite);

/** Sort keys of the list; a leading minus sorts descending (spec 7 list convention). */
export const OPPORTUNITY_ORDERING_FIELDS = ['created_on', 'name', 'minimum', 'size', 'end_date'] as const;
export type OpportunityOrderingField = (typeof OPPORTUNITY_ORDERING_FIELDS)[number];
export const OPPORTUNITY_ORDERINGS = OPPORTUNITY_ORDERING_FIELDS.flatMap((f) => [f, `-${f}`] as const);
export const DEFAULT_OPPORTUNITY_ORDERING = '-created_on';

/** Filters of spec 7 "Opportunities and investor flows" (the owner-side names), plus tag and name. */
export const opportunityListQuerySchema = listQuerySchema.extend({
  /** Keyset cursor from a previous page's `next`: constant-cost deep paging. Wins over `page`. */
  cursor: z.string().max(200).optional(),
  opportunity_name: z.string().max(100).optional(),
  /** Older name of `opportunity_name`, still accepted. */
  name: z.string().max(100).optional(),
  issuer_name: z.string().max(100).optional(),
  /** true: PRIMARY only; false: SECONDARY only. */
  is_primary: queryBoolean.optional(),
  /** Lifecycle status; investors see Published unless they ask for another they may see. */
  status: z.enum(OPPORTUNITY_LIFECYCLE_STATUSES).optional(),
  /** Thumbs Up 1, Thumbs Down -1, Neutral 0 (absent: All). Setting it also shows dismissed rows. */
  favorite: queryFavorite.optional(),
  minimum_gte: moneySchema.optional(),
  minimum_lte: moneySchema.optional(),
  /** true: only dismissed rows; false: no dismissed rows. */
  is_dismissed: queryBoolean.optional(),
  /** Issuer market, e.g. 'Energy'. */
  issuer_market_id: z.string().max(100).optional(),
  /** Issuer stage, e.g. 'Seed'. */
  issuer_stage_id: z.string().max(100).optional(),
  opportunity_type_id: z.enum(OPPORTUNITY_STRUCTURES).optional(),
  tag: z.string().trim().min(1).max(50).optional(),
  /** Keyset `cursor` paging applies to the default ordering only; others page by `page`. */
  ordering: z.enum(OPPORTUNITY_ORDERINGS).optional(),
});
export type OpportunityListQuery = z.input<typeof opportunityListQuerySchema>;

export const listOpportunitiesRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/investors/opportunities`,
  schema: {
    params: fidParamsSchema,
    querystring: opportunityListQuerySchema,
    response: {
      200: listResponseSchema(opportunityListItemSchema),
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
      404: errorSchema,
    },
  },
});

export const opportunityParamsSchema = fidParamsSchema.extend({ id: z.uuid() });

export const opportunityFavoriteSchema = z.object({ favorite: favoriteSchema, is_dismissed: z.boolean() });
export type OpportunityFavorite = z.infer<typeof opportunityFavoriteSchema>;

export const setOpportunityFavoriteRoute = defineRoute({
  method: 'PATCH',
  url: `${API_PREFIX}/fid/:fidId/investors/opportunities/:id/favorite`,
  schema: {
    params: opportunityParamsSchema,
    body: z.object({ favorite: favoriteSchema }),
    response: {
      200: opportunityFavoriteSchema,
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
      404: errorSchema,
    },
  },
});
