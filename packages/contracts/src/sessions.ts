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

/**
 * Second factor from My Profile (TOTP, RFC 6238: 6 digits, 30 s). Setting up gives a new secret
 * that login ignores until `confirm` proves the authenticator app holds it; turning it off asks for
 * the password again.
 */
export const secondFactorStatusSchema = z.object({ enabled: z.boolean() });
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const secondFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/... for the QR code. */
  otpauth_url: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

export const secondFactorCodeBodySchema = z
  .object({ code: z.string().regex(/^\d{6}$/, 'Code should be 6 digits.') })
  .strict();
export const secondFactorDisableBodySchema = z
  .object({ current_password: z.string().min(1, 'Current Password is required').max(1024) })
  .strict();

export const getSecondFactorRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/profile/second-factor`,
  schema: { params: fidParamsSchema, response: { 200: secondFactorStatusSchema, ...errors } },
});

export const setupSecondFactorRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/:fidId/profile/second-factor/setup`,
  schema: { params: fidParamsSchema, response: { 200: secondFactorSetupSchema, ...errors } },
});

export const confirmSecondFactorRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/:fidId/profile/second-factor/confirm`,
  schema: {
    params: fidParamsSchema,
    body: secondFactorCodeBodySchema,
    response: { 200: secondFactorStatusSchema, ...errors },
  },
});

export const disableSecondFactorRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/:fidId/profile/second-factor/disable`,
  schema: {
    params: fidParamsSchema,
    body: secondFactorDisableBodySchema,
    response: { 200: secondFactorStatusSchema, ...errors },
  },
});
