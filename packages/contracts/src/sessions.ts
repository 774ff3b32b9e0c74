import { z } from 'zod';
import { errorSchema, fidParamsSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/**
 * Sign-in sessions (refresh-token families, ADR 0022). The caller names its own session by the
 * SHA-256 (hex) of its refresh token: a hash is no credential, so it may travel in a query string.
 */
export const sessionHashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'current is invalid.');

export const userSessionSchema = z.object({
  /** The family id. */
  id: z.uuid(),
  /** e.g. 'Chrome on macOS', from the user agent. */
  device: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_on: z.string(),
  last_used_on: z.string(),
  is_current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

export const listSessionsRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/sessions`,
  schema: {
    params: fidParamsSchema,
    querystring: z.object({ current: sessionHashSchema.optional() }),
    response: { 200: z.object({ count: z.number().int(), results: z.array(userSessionSchema) }), ...errors },
  },
});

export const revokeSessionRoute = defineRoute({
  method: 'DELETE',
  url: `${API_PREFIX}/fid/:fidId/sessions/:sessionId`,
  schema: {
    params: fidParamsSchema.extend({ sessionId: z.uuid() }),
    response: { 204: z.null(), ...errors },
  },
});
