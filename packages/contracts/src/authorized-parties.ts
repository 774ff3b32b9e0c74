import { required } from '@dl/domain';
import { z } from 'zod';
import { errorSchema, fidParamsSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';
import { withRules } from './validation.ts';

/**
 * Authorized parties of an entity (ADR 0022): people who act for it as investor admin or viewer
 * (memberships fiduciary_investor-admin / fiduciary_viewer). INVESTOR is the entity's own investor.
 */
export const PARTY_ROLES = ['INVESTOR_ADMIN', 'VIEWER'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

export const authorizedPartySchema = z.object({
  user_id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['INVESTOR', 'INVESTOR_ADMIN', 'VIEWER']),
  /** INVITED until the person has set a password, then ACTIVE. */
  status: z.enum(['INVITED', 'ACTIVE']),
  is_me: z.boolean(),
  created_on: z.string(),
});
export type AuthorizedParty = z.infer<typeof authorizedPartySchema>;

const name = (field: string) =>
  z.string().trim().max(100, 'should be at most 100 characters').optional().default('').describe(field);

export const invitePartyBodySchema = z
  .object({
    email: withRules(z.string().trim(), 'Email', [required]).pipe(
      z
        .email('Email is not valid')
        .max(254)
        .transform((e) => e.toLowerCase()),
    ),
    first_name: name('First Name'),
    last_name: name('Last Name'),
    role: z.enum(PARTY_ROLES, 'Role should be INVESTOR_ADMIN or VIEWER'),
  })
  .strict();
export type InvitePartyBody = z.input<typeof invitePartyBodySchema>;

const entityParams = fidParamsSchema.extend({ entityId: z.uuid() });
const partyParams = entityParams.extend({ userId: z.uuid() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const BASE = `${API_PREFIX}/fid/:fidId/investors/my-entities/:entityId/authorized-parties`;

export const listPartiesRoute = defineRoute({
  method: 'GET',
  url: BASE,
  schema: {
    params: entityParams,
    response: { 200: z.object({ count: z.number().int(), results: z.array(authorizedPartySchema) }), ...errors },
  },
});

export const invitePartyRoute = defineRoute({
  method: 'POST',
  url: BASE,
  schema: { params: entityParams, body: invitePartyBodySchema, response: { 201: authorizedPartySchema, ...errors } },
});

export const changePartyRoleRoute = defineRoute({
  method: 'PATCH',
  url: `${BASE}/:userId`,
  schema: {
    params: partyParams,
    body: z.object({ role: z.enum(PARTY_ROLES, 'Role should be INVESTOR_ADMIN or VIEWER') }).strict(),
    response: { 200: authorizedPartySchema, ...errors },
  },
});

export const removePartyRoute = defineRoute({
  method: 'DELETE',
  url: `${BASE}/:userId`,
  schema: { params: partyParams, response: { 204: z.null(), ...errors } },
});
