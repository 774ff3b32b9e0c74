import { z } from 'zod';
import { INVITATION_STATUS_CODE, KYC_DECISIONS, ONBOARDING_ENTITY_TYPES } from '@dl/domain';
import { errorSchema, fidParamsSchema, listQuerySchema, listResponseSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';

const tenantBase = `${API_PREFIX}/fid/:fidId`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const onboardingEntityTypeSchema = z.enum(ONBOARDING_ENTITY_TYPES);
const statusCodes = Object.values(INVITATION_STATUS_CODE);
export const invitationStatusCodeSchema = z.coerce
  .number()
  .int()
  .refine((n) => statusCodes.includes(n), 'Unknown invitation status');

/** The header that carries an invitation code (never the URL: codes stay out of access logs). */
export const INVITATION_CODE_HEADER = 'invitation-code';
export const ENTITY_NAME_REQUIRED = 'Entity name is required';

export const createInvitationBodySchema = z
  .object({
    email: z.email('Email is invalid.').max(254),
    first_name: z.string().trim().min(1, 'First name is required').max(100),
    last_name: z.string().trim().min(1, 'Last name is required').max(100),
    entity_type: onboardingEntityTypeSchema,
    entity_name: z.string().trim().max(200).nullish(),
  })
  .refine((b) => b.entity_type !== 'ENTITY' || Boolean(b.entity_name), {
    message: ENTITY_NAME_REQUIRED,
    path: ['entity_name'],
  });

export type CreateInvitationBody = z.input<typeof createInvitationBodySchema>;

/** An invitation as fiduciary staff see it. */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  entity_type: onboardingEntityTypeSchema,
  entity_name: z.string().nullable(),
  status: z.number().int(),
  status_label: z.string(),
  expires_on: z.string(),
  invited_by: z.uuid().nullable(),
  user_id: z.uuid().nullable(),
  entity_id: z.uuid().nullable(),
  kyc_form_id: z.string(),
  decision_reason: z.string().nullable(),
  decided_on: z.string().nullable(),
  /** When staff revoked it (its code stopped working then); null otherwise. */
  revoked_on: z.string().nullable(),
  opened_on: z.string().nullable(),
  registered_on: z.string().nullable(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
const invitationDataSchema = z.object({ data: invitationSchema });

export const createInvitationRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/fid-admin/invitations`,
  schema: {
    params: fidParamsSchema,
    body: createInvitationBodySchema,
    response: { 201: invitationDataSchema, ...errors },
  },
});

export const listInvitationsRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/fid-admin/invitations`,
  schema: {
    params: fidParamsSchema,
    querystring: listQuerySchema.extend({ status: invitationStatusCodeSchema.optional() }),
    response: { 200: listResponseSchema(invitationSchema), ...errors },
  },
});

const idParams = fidParamsSchema.extend({ id: z.uuid() });

export const getInvitationRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/fid-admin/invitations/:id`,
  schema: { params: idParams, response: { 200: invitationDataSchema, ...errors } },
});

/** One problem of an imported CSV file: its row (the header is row 1), the field and the message. */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
/**
 * A refused import: nothing was created. `row_errors` lists every problem of a file that was read;
 * a file that is not CSV (or no file) answers the plain `{detail, code}`.
 */
export const importErrorSchema = errorSchema.extend({ row_errors: z.array(importRowErrorSchema).optional() });
export type ImportError = z.infer<typeof importErrorSchema>;

/**
 * Invites everyone of a CSV file (multipart, field `file`; columns e-mail, first name, last name,
 * entity type, entity name): every row is checked first; all are created in one transaction.
 */
export const importInvitationsRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/fid-admin/invitations/import`,
  schema: {
    params: fidParamsSchema,
    response: {
      201: z.object({ count: z.number().int(), results: z.array(invitationSchema) }),
      400: importErrorSchema,
      401: errorSchema,
      403: errorSchema,
      404: errorSchema,
      409: errorSchema,
      413: errorSchema,
    },
  },
});

/** A new code and e-mail for an invitation not used yet (1 Sent, 2 Open); the old code stops working. */
export const resendInvitationRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/fid-admin/invitations/:id/resend`,
  schema: { params: idParams, response: { 200: invitationDataSchema, ...errors } },
});

/** Closes an invitation not used yet: its code no longer works. */
export const revokeInvitationRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/fid-admin/invitations/:id/revoke`,
  schema: { params: idParams, response: { 200: invitationDataSchema, ...errors } },
});

export const kycDecisionBodySchema = z.object({
  decision: z.enum(KYC_DECISIONS),
  reason: z.string().trim().max(2000).nullish(),
});

export type KycDecisionBody = z.input<typeof kycDecisionBodySchema>;

export const kycDecisionRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/fid-admin/invitations/:id/kyc-decision`,
  schema: { params: idParams, body: kycDecisionBodySchema, response: { 200: invitationDataSchema, ...errors } },
});

/** What the invited person sees before registering (public; the code travels in a header). */
export const publicInvitationSchema = z.object({
  fiduciary: z.object({ id: z.uuid(), name: z.string() }),
  first_name: z.string(),
  last_name: z.string(),
  email_masked: z.string(),
  entity_type: onboardingEntityTypeSchema,
  entity_name: z.string().nullable(),
  kyc_form_id: z.string(),
  status: z.number().int(),
  status_label: z.string(),
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

export const getPublicInvitationRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/onboard/invitation`,
  schema: {
    params: fidParamsSchema,
    response: { 200: z.object({ data: publicInvitationSchema }), 400: errorSchema, 429: errorSchema },
  },
});
