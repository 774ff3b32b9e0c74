import { z } from 'zod';
import { API_PREFIX, defineRoute } from './route.ts';
import { errorSchema, fidParamsSchema } from './common.ts';

/** A tag: trimmed, 1-50 characters. */
export const tagSchema = z.string().trim().min(1, 'Tag is required').max(50, 'should be at most 50 characters');

export const tagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
export type TagCount = z.infer<typeof tagCountSchema>;

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Tags of the opportunities the caller may discover, with how many carry each. */
export const listOpportunityTagsRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/opportunities/tags`,
  schema: {
    params: fidParamsSchema,
    response: { 200: z.object({ results: z.array(tagCountSchema) }), ...errors },
  },
});

const entityParamsSchema = fidParamsSchema.extend({ id: z.uuid() });
export const entityTagsBodySchema = z.object({ tags: z.array(tagSchema).max(100) });
const entityTagsResponse = z.object({ results: z.array(z.string()) });
const entityTagsUrl = `${API_PREFIX}/fid/:fidId/entities/:id/opportunities/tags`;

/** Tags an investing entity follows: read, add to, replace. */
export const entityTagsRoutes = {
  list: defineRoute({
    method: 'GET',
    url: entityTagsUrl,
    schema: { params: entityParamsSchema, response: { 200: entityTagsResponse, ...errors } },
  }),
  add: defineRoute({
    method: 'POST',
    url: entityTagsUrl,
    schema: {
      params: entityParamsSchema,
      body: entityTagsBodySchema,
      response: { 201: entityTagsResponse, ...errors },
    },
  }),
  replace: defineRoute({
    method: 'PATCH',
    url: entityTagsUrl,
    schema: {
      params: entityParamsSchema,
      body: entityTagsBodySchema,
      response: { 200: entityTagsResponse, ...errors },
    },
  }),
} as const;
