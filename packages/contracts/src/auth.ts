import { z } from 'zod';
import { API_PREFIX, defineRoute } from './route.ts';
import { detailSchema, errorSchema } from './common.ts';

export const entityRefSchema = z.object({
  id: z.uuid(),
  trellis_uid: z.string(),
  name: z.string(),
  type: z.enum(['ENTITY', 'INDIVIDUAL', 'INDIVIDUAL_FOR_ENTITY']),
});
export type EntityRef = z.infer<typeof entityRefSchema>;

/** Spec 3 "Auth state": fiduciary {id, name}, roles, and entity lists with trellis_uid and type. */
export const permissionSchema = z.object({
  fiduciary: z.object({ id: z.uuid(), name: z.string() }),
  roles: z.array(z.string()),
  entities: z.array(entityRefSchema),
  investor_admin_entities: z.array(entityRefSchema),
  viewer_entities: z.array(entityRefSchema),
});
export type Permission = z.infer<typeof permissionSchema>;

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  trellis_uid: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Claims of the access token (spec 3: tenant, current fiduciary id, current entity id, current role). */
export const accessClaimsSchema = z.object({
  sub: z.string(),
  tenant: z.string(),
  current_fiduciary_id: z.string(),
  current_entity_id: z.string().nullable(),
  current_role: z.string(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

export const loginBodySchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
});

export const sessionSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  user: authUserSchema,
  permissions: z.array(permissionSchema),
});
export type Session = z.infer<typeof sessionSchema>;

/** Login of a user with a second factor: no tokens yet, a short-lived ticket for verify-otp. */
export const otpChallengeSchema = z.object({
  otp_required: z.literal(true),
  otp_token: z.string(),
  detail: z.string(),
});

export const loginResponseSchema = z.union([sessionSchema, otpChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const authErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema };

export const loginRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/login`,
  schema: { body: loginBodySchema, response: { 200: loginResponseSchema, ...authErrors } },
});

export const adminLoginRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/admin/fid/login`,
  schema: { body: loginBodySchema, response: { 200: loginResponseSchema, ...authErrors } },
});

export const verifyOtpRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/verify-otp`,
  schema: {
    body: z.object({ otp_token: z.string().min(1), code: z.string().regex(/^\d{6}$/, 'Code should be 6 digits') }),
    response: { 200: sessionSchema, ...authErrors },
  },
});

export const refreshRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/token/refresh`,
  schema: {
    body: z.object({ refresh: z.string().optional() }),
    response: { 200: z.object({ access: z.string(), refresh: z.string() }), ...authErrors },
  },
});

export const tokenExchangeRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/token-exchange`,
  schema: {
    body: z.object({
      refresh: z.string().min(1),
      fiduciary_id: z.uuid(),
      role: z.string().min(1).optional(),
      entity_id: z.uuid().nullable().optional(),
    }),
    response: { 200: z.object({ access: z.string(), refresh: z.string() }), ...authErrors, 404: errorSchema },
  },
});

export const logoutRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/logout`,
  schema: { body: z.object({ refresh: z.string().min(1) }), response: { 204: z.null(), ...authErrors } },
});

export const forgotPasswordRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/forgot-password`,
  schema: {
    body: z.object({ email: z.email('Email is invalid.') }),
    response: { 202: detailSchema, ...authErrors },
  },
});

const passwordTokenBody = z.object({ token: z.string().min(1), password: z.string().min(1).max(1024) });

export const resetPasswordRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/reset-password`,
  schema: { body: passwordTokenBody, response: { 200: detailSchema, ...authErrors } },
});

export const setPasswordRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/set-password`,
  schema: { body: passwordTokenBody, response: { 200: detailSchema, ...authErrors } },
});
