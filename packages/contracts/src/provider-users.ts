import { ALL_ROLES } from '@dl/domain';
import { z } from 'zod';
import { errorSchema, listQuerySchema, listResponseSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/*
 * The provider admin portal's users (issue 18 point 4, ADR 0029): users of every tenant searched by
 * e-mail or name, their memberships per tenant and portal, and the changes a provider makes to them.
 * `users.read` reads, `users.manage` changes; provider roles are granted by `provider_staff.manage`.
 * Every change is audited with the acting provider user.
 */

const base = `${API_PREFIX}/admin/users`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const providerUserRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
  /** Whether a password was ever set (false: the invitation is still open). */
  has_password: z.boolean(),
  has_otp: z.boolean(),
  created_on: z.string(),
  /** Tenants the user belongs to, by name (at most 5; `tenant_count` has them all). */
  tenants: z.array(z.string()),
  tenant_count: z.number().int(),
});
export type ProviderUserRow = z.infer<typeof providerUserRowSchema>;

export const providerUserListQuerySchema = listQuerySchema.extend({
  /** Part of the e-mail or the name (at least 2 characters), case-insensitive. */
  search: z.string().trim().max(100).optional(),
  tenant_id: z.uuid().optional(),
});
export type ProviderUserListQuery = z.input<typeof providerUserListQuerySchema>;

/** A search counts at most this many matches; past it the list says "more than" and asks for a narrower search. */
export const USER_COUNT_CAP = 1000;

export const providerUserListSchema = listResponseSchema(providerUserRowSchema).extend({
  /** More than USER_COUNT_CAP users match: `count` is USER_COUNT_CAP + 1, not the total. */
  count_capped: z.boolean(),
});

export const listProviderUsersRoute = defineRoute({
  method: 'GET',
  url: base,
  schema: {
    querystring: providerUserListQuerySchema,
    response: { 200: providerUserListSchema, ...errors },
  },
});

export const providerMembershipSchema = z.object({
  id: z.uuid(),
  tenant: z.object({ id: z.uuid(), name: z.string(), is_provider: z.boolean() }),
  role: z.string(),
  /** The portal the role works in (digital-locker, issuers, fid-admin, trellis-admin, acap). */
  portal: z.string(),
  entity: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  issuer: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  created_on: z.string(),
});
export type ProviderMembership = z.infer<typeof providerMembershipSchema>;

export const providerUserDetailSchema = providerUserRowSchema.extend({
  memberships: z.array(providerMembershipSchema),
  /** Sessions (refresh-token families) not revoked nor expired. */
  active_sessions: z.number().int(),
});
export type ProviderUserDetail = z.infer<typeof providerUserDetailSchema>;

const userParams = z.object({ userId: z.uuid() });
const detailResponse = { 200: z.object({ data: providerUserDetailSchema }), ...errors };

export const getProviderUserRoute = defineRoute({
  method: 'GET',
  url: `${base}/:userId`,
  schema: { params: userParams, response: detailResponse },
});

/** Roles a provider grants directly; investor roles come with an entity, through an invitation. */
export const GRANTABLE_ROLES = ALL_ROLES.filter((r) => !r.startsWith('fiduciary_investor') && r !== 'fiduciary_viewer');
export const INVESTOR_ROLE_BY_INVITATION = 'Investor access is given by an invitation from the fiduciary.';
export const ISSUER_REQUIRED = 'Choose the company this role works for.';
export const MEMBERSHIP_EXISTS = 'The user already has this role in this tenant.';
export const LAST_SUPERADMIN = 'The provider needs at least one provider superadmin.';

export const addMembershipBodySchema = z.object({
  /** The tenant of a tenant role; left out (or null) for a provider role, held in the provider's home. */
  tenant_id: z.uuid().nullable().optional(),
  role: z.enum(ALL_ROLES),
  /** Issuer and cap-table roles work for one company of the tenant. */
  issuer_id: z.uuid().nullable().optional(),
});
export type AddMembershipBody = z.input<typeof addMembershipBodySchema>;

export const addMembershipRoute = defineRoute({
  method: 'POST',
  url: `${base}/:userId/memberships`,
  schema: {
    params: userParams,
    body: addMembershipBodySchema,
    response: { ...detailResponse, 201: detailResponse[200] },
  },
});

const membershipParams = userParams.extend({ membershipId: z.uuid() });

export const changeMembershipRoleRoute = defineRoute({
  method: 'PATCH',
  url: `${base}/:userId/memberships/:membershipId`,
  schema: { params: membershipParams, body: z.object({ role: z.enum(ALL_ROLES) }), response: detailResponse },
});

export const removeMembershipRoute = defineRoute({
  method: 'DELETE',
  url: `${base}/:userId/memberships/:membershipId`,
  schema: { params: membershipParams, response: detailResponse },
});

/** Disable: every session ends at once and the next request is refused; enable lets the user log in again. */
export const disableUserRoute = defineRoute({
  method: 'POST',
  url: `${base}/:userId/disable`,
  schema: { params: userParams, response: detailResponse },
});

export const enableUserRoute = defineRoute({
  method: 'POST',
  url: `${base}/:userId/enable`,
  schema: { params: userParams, response: detailResponse },
});

/** E-mails a set-password link (no password yet: the invitation again) or a password-reset link. */
export const sendPasswordLinkRoute = defineRoute({
  method: 'POST',
  url: `${base}/:userId/password-link`,
  schema: {
    params: userParams,
    response: { 200: z.object({ detail: z.string(), kind: z.enum(['invitation', 'reset']) }), ...errors },
  },
});

export const resetOtpRoute = defineRoute({
  method: 'POST',
  url: `${base}/:userId/reset-otp`,
  schema: { params: userParams, response: detailResponse },
});

export const CANNOT_DISABLE_SELF = 'You cannot disable your own account.';
