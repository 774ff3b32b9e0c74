import { z } from 'zod';
import { API_PREFIX, defineRoute } from './route.ts';
import { errorSchema, fidParamsSchema, httpUrl } from './common.ts';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'Color should be a hex value like #009F46');

export const brandingSchema = z.object({
  logo_url: z.string().nullable(),
  show_name: z.boolean(),
  colors: z.object({
    primary: hexColor,
    secondary: hexColor,
    accent: hexColor,
    info: hexColor,
    error: hexColor,
    success: hexColor,
    warning: hexColor,
  }),
  crowdsmart_colors: z.object({ background: hexColor, foreground: hexColor }),
});

export const accountBrandingSchema = z.object({
  name: z.string(),
  mpid: z.string().nullable(),
  branding: brandingSchema,
});
export type AccountBranding = z.infer<typeof accountBrandingSchema>;

export const publicBrandingSchema = z.object({
  logo: z.string().nullable(),
  help_address: z.string(),
  appTitles: z.record(z.string(), z.string()),
  drOptions: z.object({ showIndicateInterestBtn: z.boolean(), poweredByText: z.string() }),
  s3Data: z.object({ showSecondaryOpportunities: z.boolean() }),
  /** The fiduciary that owns the request host, when one does: the login page needs it. */
  fiduciary_id: z.uuid().nullable(),
  /** Footer links per portal (spec 3 "Branding settings"). */
  links: z.record(z.string(), z.object({ contact: z.string(), privacy_policy: z.string(), terms: z.string() })),
  /** The host's tenant is suspended: the login page shows the notice instead of the form (ADR 0029). */
  suspended: z.boolean(),
  /**
   * The host's tenant's brand colours (defaults merged under), so the pages before login are drawn in
   * them; null when no tenant claims the host (ADR 0029).
   */
  colors: brandingSchema.shape.colors.nullable(),
});
export type PublicBrandingDoc = z.infer<typeof publicBrandingSchema>;

const tenantErrors = { 401: errorSchema, 404: errorSchema };

export const accountBrandingRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/accounts/branding`,
  schema: { params: fidParamsSchema, response: { 200: accountBrandingSchema, ...tenantErrors } },
});

export const publicBrandingRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/public/branding`,
  schema: { response: { 200: publicBrandingSchema } },
});

export const profileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  trellis_uid: z.string(),
  avatar_url: z.string().nullable(),
  profile_details: z.record(z.string(), z.unknown()),
});
export type Profile = z.infer<typeof profileSchema>;

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, 'should be at most 100 characters');

export const profilePatchSchema = z
  .object({
    first_name: name('First Name'),
    last_name: name('Last Name'),
    avatar_url: httpUrl('Avatar').nullable(),
    /** An uploaded image (POST static-assets?group=image) to use as the avatar; null removes it. */
    avatar_file_id: z.uuid().nullable(),
    profile_details: z.record(z.string(), z.unknown()),
  })
  .partial()
  .strict();

export const getProfileRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/profile`,
  schema: { params: fidParamsSchema, response: { 200: profileSchema, ...tenantErrors } },
});

export const patchProfileRoute = defineRoute({
  method: 'PATCH',
  url: `${API_PREFIX}/fid/:fidId/profile`,
  schema: {
    params: fidParamsSchema,
    body: profilePatchSchema,
    response: { 200: profileSchema, 400: errorSchema, ...tenantErrors },
  },
});

/** Settings: password change (spec 5 password rules); other sessions of the user end (ADR 0022). */
export const changePasswordBodySchema = z
  .object({
    current_password: z.string().min(1, 'Current Password is required').max(1024),
    new_password: z.string().min(1, 'New Password is required').max(1024),
    confirm_password: z.string().max(1024),
    /** SHA-256 (hex) of the caller's refresh token: that session stays open. */
    current_session: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.confirm_password !== body.new_password)
      ctx.addIssue({ code: 'custom', message: 'Confirm Password does not match', path: ['confirm_password'] });
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const changePasswordRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/:fidId/profile/password`,
  schema: {
    params: fidParamsSchema,
    body: changePasswordBodySchema,
    response: { 204: z.null(), 400: errorSchema, 403: errorSchema, ...tenantErrors },
  },
});

export const healthRoute = defineRoute({
  method: 'GET',
  url: '/api/health',
  schema: {
    response: {
      200: z.object({ status: z.literal('ok'), database: z.literal('up') }),
      503: z.object({ status: z.literal('unavailable'), database: z.literal('down') }),
    },
  },
});
