import { MESSAGES } from '@dl/domain';
import { z } from 'zod';
import {
  blankToNull,
  color,
  email,
  imageUrl,
  LINK_FIELDS,
  type LinkField,
  linkShape,
  perPortal,
  poweredBy,
  TITLE_MAX,
  title,
} from './branding-fields.ts';
import { errorSchema } from './common.ts';
import { uploadResultSchema } from './files.ts';
import { API_PREFIX, defineRoute } from './route.ts';
import { publicBrandingSchema } from './tenancy.ts';

/*
 * A tenant's branding, edited by the provider (issue 18 point 3, spec 3 "Branding" and "Branding
 * settings"): `tenants.read` reads, `branding.manage` saves. One document per tenant, and per host an
 * override of the public branding document (defaults < tenant < host). Logos are uploaded here and
 * served to anyone from `public/branding-images`, so the login page shows them before login.
 */

const base = `${API_PREFIX}/admin/tenants/:tenantId`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 413: errorSchema };
const tenantParams = z.object({ tenantId: z.uuid() });

export {
  LINK_FIELDS,
  LINK_KINDS,
  LINK_PREFIXES,
  type LinkField,
  linkLabel,
  PORTAL_LABELS,
  TITLE_MAX,
} from './branding-fields.ts';

/** Where an uploaded logo is read by anyone (no token): only images uploaded as branding. */
export const brandingImageRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/public/branding-images/:fileId`,
  schema: { params: z.object({ fileId: z.uuid() }), response: { 404: errorSchema } },
});

export const brandingSettingsSchema = z.object({ help_address: email('Help Address'), ...linkShape });

const brandingBodySchema = z.object({
  logo_url: imageUrl('Logo'),
  logo_small_url: imageUrl('Small Logo'),
  show_name: z.boolean(),
  colors: z.object({
    primary: color('Primary'),
    secondary: color('Secondary'),
    accent: color('Accent'),
    info: color('Info'),
    error: color('Error'),
    success: color('Success'),
    warning: color('Warning'),
  }),
  crowdsmart_colors: z.object({ background: color('Background'), foreground: color('Foreground') }),
});

const publicBrandingBodySchema = z.object({
  logo: imageUrl('Login Logo'),
  help_address: email('Public Help Address'),
  appTitles: perPortal(title),
  drOptions: z.object({ showIndicateInterestBtn: z.boolean(), poweredByText: poweredBy }),
  s3Data: z.object({ showSecondaryOpportunities: z.boolean() }),
});

/** PUT body: the whole branding of a tenant, as the provider's form holds it. */
export const tenantBrandingBodySchema = z.object({
  name: z.string().trim().min(1, MESSAGES.required('Name')).max(120, MESSAGES.max(120)),
  mpid: z.string().trim().max(20, MESSAGES.max(20)).nullable().transform(blankToNull),
  branding: brandingBodySchema,
  settings: brandingSettingsSchema,
  public_branding: publicBrandingBodySchema,
});
export type TenantBrandingBody = z.input<typeof tenantBrandingBodySchema>;
/** The body as checked: blank links and addresses are null. */
export type TenantBrandingValues = z.output<typeof tenantBrandingBodySchema>;

/** GET answer: the stored values merged over the defaults, with the tenant's hosts. */
export const tenantBrandingSchema = z.object({
  tenant_id: z.uuid(),
  name: z.string(),
  mpid: z.string().nullable(),
  branding: z.object({
    logo_url: z.string().nullable(),
    logo_small_url: z.string().nullable(),
    show_name: z.boolean(),
    colors: z.object({
      primary: z.string(),
      secondary: z.string(),
      accent: z.string(),
      info: z.string(),
      error: z.string(),
      success: z.string(),
      warning: z.string(),
    }),
    crowdsmart_colors: z.object({ background: z.string(), foreground: z.string() }),
  }),
  settings: z.object({
    help_address: z.string().nullable(),
    ...(Object.fromEntries(LINK_FIELDS.map((f) => [f, z.string().nullable()])) as Record<
      LinkField,
      z.ZodNullable<z.ZodString>
    >),
  }),
  public_branding: z.object({
    logo: z.string().nullable(),
    help_address: z.string(),
    appTitles: z.record(z.string(), z.string()),
    drOptions: z.object({ showIndicateInterestBtn: z.boolean(), poweredByText: z.string() }),
    s3Data: z.object({ showSecondaryOpportunities: z.boolean() }),
  }),
  hosts: z.array(z.string()),
});
export type TenantBranding = z.infer<typeof tenantBrandingSchema>;

export const getTenantBrandingRoute = defineRoute({
  method: 'GET',
  url: `${base}/branding`,
  schema: { params: tenantParams, response: { 200: tenantBrandingSchema, ...errors } },
});

export const putTenantBrandingRoute = defineRoute({
  method: 'PUT',
  url: `${base}/branding`,
  schema: { params: tenantParams, body: tenantBrandingBodySchema, response: { 200: tenantBrandingSchema, ...errors } },
});

/** A host's override of the public document: null (or empty) inherits the tenant's value. */
export const hostBrandingBodySchema = z.object({
  logo: imageUrl('Login Logo'),
  help_address: email('Help Address'),
  appTitles: perPortal(() =>
    z
      .string()
      .max(TITLE_MAX, MESSAGES.max(TITLE_MAX))
      .nullish()
      .transform((v) => blankToNull(v ?? null)),
  ),
  drOptions: z.object({
    showIndicateInterestBtn: z.boolean().nullable(),
    poweredByText: poweredBy.nullable().transform((v) => (v ? v : null)),
  }),
});
export type HostBrandingBody = z.input<typeof hostBrandingBodySchema>;
export type HostBrandingOverride = z.output<typeof hostBrandingBodySchema>;

export const hostBrandingSchema = z.object({
  host: z.string(),
  override: z.object({
    logo: z.string().nullable(),
    help_address: z.string().nullable(),
    appTitles: z.record(z.string(), z.string().nullable()),
    drOptions: z.object({ showIndicateInterestBtn: z.boolean().nullable(), poweredByText: z.string().nullable() }),
  }),
  /** What GET public/branding answers on this host with the override applied. */
  document: publicBrandingSchema,
});
export type HostBranding = z.infer<typeof hostBrandingSchema>;

const hostParams = tenantParams.extend({ host: z.string().max(260) });

export const getHostBrandingRoute = defineRoute({
  method: 'GET',
  url: `${base}/hosts/:host/branding`,
  schema: { params: hostParams, response: { 200: hostBrandingSchema, ...errors } },
});

export const putHostBrandingRoute = defineRoute({
  method: 'PUT',
  url: `${base}/hosts/:host/branding`,
  schema: { params: hostParams, body: hostBrandingBodySchema, response: { 200: hostBrandingSchema, ...errors } },
});

/**
 * Multipart with one `file` field: PNG, JPEG or WebP judged by content, at most LOGO_MAX_BYTES. The
 * answer's `url` is the public address to put in logo_url, logo_small_url or a public logo.
 */
export const uploadBrandingImageRoute = defineRoute({
  method: 'POST',
  url: `${base}/branding/images`,
  schema: { params: tenantParams, response: { 201: uploadResultSchema, ...errors } },
});
