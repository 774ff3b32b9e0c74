import { z } from 'zod';
import { API_PREFIX, defineRoute } from './route.ts';
import { errorSchema, fidParamsSchema, listQuerySchema, listResponseSchema } from './common.ts';

/** Money travels as a decimal string (never a JS float): spec 3 size, minimum, pre, post. */
export const moneySchema = z.string().regex(/^\d+(\.\d{1,2})?$/);

export const opportunitySummarySchema = z.object({
  opp_id: z.uuid(),
  name: z.string(),
  short_desc: z.string(),
  opportunity_type: z.enum(['PRIMARY', 'SECONDARY']),
  type: z.enum(['GENERAL', 'FUND', 'SPV']),
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
  favorite: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
  is_dismissed: z.boolean(),
});
export type OpportunityListItem = z.infer<typeof opportunityListItemSchema>;

export const opportunityListQuerySchema = listQuerySchema.extend({
  /** Keyset cursor from a previous page's `next`: constant-cost deep paging. Wins over `page`. */
  cursor: z.string().max(200).optional(),
  name: z.string().max(100).optional(),
});

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
      404: errorSchema,
    },
  },
});
