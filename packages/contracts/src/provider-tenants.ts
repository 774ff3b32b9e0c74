import { z } from 'zod';
import { errorSchema, listQuerySchema, listResponseSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/*
 * The provider admin portal's tenants (issue 18 point 2, ADR 0029): every fiduciary of the platform
 * with its hosts and counts, created with its first administrator, edited, suspended and reactivated.
 * Provider routes live under /admin (no tenant in the path); `tenants.read` reads, `tenants.manage`
 * changes.
 */

const base = `${API_PREFIX}/admin/tenants`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const TENANT_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
export const TENANT_ORDERINGS = ['name', '-name', 'created', '-created'] as const;

/** A host name without port, as the request's Host header names it: lower-case labels of letters, digits and dashes. */
export const HOST_PATTERN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const HOST_INVALID = 'Enter a host name such as fund.example.com (letters, digits, dots and dashes).';
export const HOST_TAKEN = 'This host is already used by another tenant.';
export const hostSchema = z.string().trim().toLowerCase().max(253).regex(HOST_PATTERN, HOST_INVALID);

export const SLUG_PATTERN = /^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$/;
export const SLUG_INVALID = 'Use 1 to 40 lower-case letters, digits and dashes.';
export const SLUG_TAKEN = 'This short name is already used by another tenant.';

export const tenantCountsSchema = z.object({
  users: z.number().int(),
  investors: z.number().int(),
  opportunities: z.number().int(),
  open_deals: z.number().int(),
  /** Bytes of stored files, as a decimal string (exact at any size). */
  storage_bytes: z.string(),
});
export type TenantCounts = z.infer<typeof tenantCountsSchema>;

export const tenantRowSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  mpid: z.string().nullable(),
  hosts: z.array(z.string()),
  status: z.enum(TENANT_STATUSES),
  suspended_on: z.string().nullable(),
  suspend_reason: z.string().nullable(),
  created_on: z.string(),
  counts: tenantCountsSchema,
});
export type TenantRow = z.infer<typeof tenantRowSchema>;

export const tenantListQuerySchema = listQuerySchema.extend({
  /** Part of the name, short name, MPID or a host, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  status: z.enum(TENANT_STATUSES).optional(),
  ordering: z.enum(TENANT_ORDERINGS).optional(),
});
export type TenantListQuery = z.input<typeof tenantListQuerySchema>;

export const listTenantsRoute = defineRoute({
  method: 'GET',
  url: base,
  schema: { querystring: tenantListQuerySchema, response: { 200: listResponseSchema(tenantRowSchema), ...errors } },
});

const tenantParams = z.object({ tenantId: z.uuid() });

export const getTenantRoute = defineRoute({
  method: 'GET',
  url: `${base}/:tenantId`,
  schema: { params: tenantParams, response: { 200: z.object({ data: tenantRowSchema }), ...errors } },
});

const nameSchema = z.string().trim().min(1, 'This field is required.').max(120);
const mpidSchema = z.string().trim().max(20).nullable().optional();

export const createTenantBodySchema = z.object({
  name: nameSchema,
  slug: z.string().trim().toLowerCase().regex(SLUG_PATTERN, SLUG_INVALID),
  mpid: mpidSchema,
  hosts: z.array(hostSchema).max(20).default([]),
  /** The first administrator (fiduciary_superadmin), invited by e-mail to set a password. */
  admin: z.object({
    email: z.email('Email is invalid.').max(254),
    first_name: z.string().trim().min(1, 'This field is required.').max(100),
    last_name: z.string().trim().min(1, 'This field is required.').max(100),
  }),
});
export type CreateTenantBody = z.input<typeof createTenantBodySchema>;

export const createTenantRoute = defineRoute({
  method: 'POST',
  url: base,
  schema: { body: createTenantBodySchema, response: { 201: z.object({ data: tenantRowSchema }), ...errors } },
});

export const updateTenantBodySchema = z.object({ name: nameSchema.optional(), mpid: mpidSchema });
export type UpdateTenantBody = z.input<typeof updateTenantBodySchema>;

export const updateTenantRoute = defineRoute({
  method: 'PATCH',
  url: `${base}/:tenantId`,
  schema: {
    params: tenantParams,
    body: updateTenantBodySchema,
    response: { 200: z.object({ data: tenantRowSchema }), ...errors },
  },
});

export const addTenantHostRoute = defineRoute({
  method: 'POST',
  url: `${base}/:tenantId/hosts`,
  schema: {
    params: tenantParams,
    body: z.object({ host: hostSchema }),
    response: { 201: z.object({ data: tenantRowSchema }), ...errors },
  },
});

export const removeTenantHostRoute = defineRoute({
  method: 'DELETE',
  url: `${base}/:tenantId/hosts/:host`,
  schema: {
    params: tenantParams.extend({ host: z.string().max(260) }),
    response: { 200: z.object({ data: tenantRowSchema }), ...errors },
  },
});

export const SUSPEND_REASON_REQUIRED = 'Please enter a reason.';

export const suspendTenantRoute = defineRoute({
  method: 'POST',
  url: `${base}/:tenantId/suspend`,
  schema: {
    params: tenantParams,
    body: z.object({ reason: z.string().trim().min(1, SUSPEND_REASON_REQUIRED).max(500) }),
    response: { 200: z.object({ data: tenantRowSchema }), ...errors },
  },
});

export const reactivateTenantRoute = defineRoute({
  method: 'POST',
  url: `${base}/:tenantId/reactivate`,
  schema: { params: tenantParams, response: { 200: z.object({ data: tenantRowSchema }), ...errors } },
});

/** A tenant's companies (issuers), for granting an issuer or cap-table role. */
export const listTenantIssuersRoute = defineRoute({
  method: 'GET',
  url: `${base}/:tenantId/issuers`,
  schema: {
    params: tenantParams,
    response: { 200: z.object({ results: z.array(z.object({ id: z.uuid(), name: z.string() })) }), ...errors },
  },
});
