import { z } from 'zod';
import { authUserSchema, sessionSchema } from './auth.ts';
import { errorSchema, fidParamsSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/**
 * Spec 7 "POST register: response user and auth-token header". The header carries a one-time login
 * token, valid a few minutes, that the client exchanges for a session once the account is prepared
 * (ADR 0023): the client never keeps the password to log in with.
 */
export const AUTH_TOKEN_HEADER = 'auth-token';

export const registerBodySchema = z.object({
  code: z.string().min(1).max(200),
  password: z.string().max(1024),
  confirm: z.string().max(1024),
  first_name: z.string().trim().max(100),
  last_name: z.string().trim().max(100),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** A refused registration: the first problem as `detail`, every field's message in `errors`. */
export const registerErrorSchema = errorSchema.extend({ errors: z.record(z.string(), z.string()).optional() });

export const registerRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/:fidId/register`,
  schema: {
    params: fidParamsSchema,
    body: registerBodySchema,
    response: { 201: z.object({ user: authUserSchema }), 400: registerErrorSchema, 409: errorSchema, 429: errorSchema },
  },
});

/**
 * Exchanges the one-time token for a session: 409 while the account is still being prepared (the
 * client waits and asks again, spec 4), 400 once the token is used or expired.
 */
export const registerLoginRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/:fidId/register/login`,
  schema: {
    params: fidParamsSchema,
    body: z.object({ token: z.string().min(1).max(200) }),
    response: { 200: sessionSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
  },
});
