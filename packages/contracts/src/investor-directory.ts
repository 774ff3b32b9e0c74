import { INVESTOR_ORDERINGS, KYC_STATES, ONBOARDING_ENTITY_TYPES } from '@dl/domain';
import { z } from 'zod';
import { errorSchema, fidParamsSchema, listQuerySchema, listResponseSchema } from './common.ts';
import { formResponseRecordSchema } from './forms.ts';
import { invitationSchema, invitationStatusCodeSchema } from './invitations.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/*
 * The fund-admin investors list, its CSV export and an investor's page (issue 15 point 3, ADR 0026
 * `investors.read`, `kyc.reveal`, `audit.read`). One row is an investing entity of the tenant, or an
 * invitation whose person has no entity yet; `id` is the entity's id, else the invitation's.
 */

const base = `${API_PREFIX}/fid/:fidId/fid-admin/investors`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Exact decimal string ('1234.50'). */
const money = z.string();

export const kycStateSchema = z.enum(KYC_STATES);

/** The list's filters (the export takes the same). */
export const investorFiltersSchema = z.object({
  /** Part of the name or e-mail, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  entity_type: z.enum(ONBOARDING_ENTITY_TYPES).optional(),
  invitation_status: invitationStatusCodeSchema.optional(),
  kyc_state: kycStateSchema.optional(),
  city: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
});
export type InvestorFilters = z.infer<typeof investorFiltersSchema>;

export const investorListQuerySchema = listQuerySchema
  .extend({ ordering: z.enum(INVESTOR_ORDERINGS).optional() })
  .extend(investorFiltersSchema.shape);
export type InvestorListQuery = z.input<typeof investorListQuerySchema>;

export const investorRowSchema = z.object({
  id: z.uuid(),
  entity_id: z.uuid().nullable(),
  invitation_id: z.uuid().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  entity_type: z.enum(ONBOARDING_ENTITY_TYPES),
  /** Spec 3: 1 Sent .. 6 Denied; null for an investor added without an invitation. */
  invitation_status: z.number().int().nullable(),
  invitation_status_label: z.string().nullable(),
  revoked: z.boolean(),
  kyc_state: kycStateSchema,
  kyc_state_label: z.string(),
  committed: money,
  invested: money,
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  created_on: z.string(),
});
export type InvestorRow = z.infer<typeof investorRowSchema>;

export const listInvestorsRoute = defineRoute({
  method: 'GET',
  url: base,
  schema: {
    params: fidParamsSchema,
    querystring: investorListQuerySchema,
    response: { 200: listResponseSchema(investorRowSchema), ...errors },
  },
});

/** `text/csv`, one line per investor (INVESTOR_EXPORT_COLUMNS), in name order. */
export const exportInvestorsRoute = defineRoute({
  method: 'GET',
  url: `${base}/export`,
  schema: { params: fidParamsSchema, querystring: investorFiltersSchema, response: { 200: z.string(), ...errors } },
});

const idParams = fidParamsSchema.extend({ id: z.uuid() });

export const investorEntitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(ONBOARDING_ENTITY_TYPES),
  trellis_uid: z.string(),
  created_on: z.string(),
});

export const investorAddressSchema = z.object({
  id: z.uuid(),
  entity_id: z.uuid(),
  type: z.enum(['HOME', 'OFFICE']),
  line1: z.string(),
  line2: z.string().nullable(),
  line3: z.string().nullable(),
  city: z.string(),
  province: z.string().nullable(),
  postal: z.string(),
  country: z.string(),
});

export const investorDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  document_type: z.string(),
  doc_class: z.string(),
  action_required: z.string().nullable(),
  modified_on: z.string(),
});

export const investorInvestmentSchema = z.object({
  id: z.uuid(),
  opportunity_id: z.uuid(),
  opportunity_name: z.string(),
  status: z.string(),
  amount: money,
  created_on: z.string(),
  executed_on: z.string().nullable(),
});

/** KYC answers as staff read them: sensitive ones masked ('•••• 1234'), `masked` listing their keys. */
export const investorKycSchema = formResponseRecordSchema.extend({
  /** Field key -> label, from the template version the answers were given against. */
  labels: z.record(z.string(), z.string()),
});

export const investorDetailSchema = z.object({
  investor: investorRowSchema,
  invitation: invitationSchema.nullable(),
  entities: z.array(investorEntitySchema),
  addresses: z.array(investorAddressSchema),
  kyc: investorKycSchema.nullable(),
  documents: z.array(investorDocumentSchema),
  investments: z.array(investorInvestmentSchema),
});
export type InvestorDetail = z.infer<typeof investorDetailSchema>;

export const getInvestorRoute = defineRoute({
  method: 'GET',
  url: `${base}/:id`,
  schema: { params: idParams, response: { 200: z.object({ data: investorDetailSchema }), ...errors } },
});

export const revealKycAnswerBodySchema = z.object({ field: z.string().trim().min(1, 'Field is required').max(100) });

/** The clear value of one masked KYC answer (`kyc.reveal`); each reveal is audited. */
export const revealKycAnswerRoute = defineRoute({
  method: 'POST',
  url: `${base}/:id/kyc-answers/reveal`,
  schema: {
    params: idParams,
    body: revealKycAnswerBodySchema,
    response: { 200: z.object({ data: z.object({ field: z.string(), value: z.string() }) }), ...errors },
  },
});

export const investorAuditEventSchema = z.object({
  id: z.string(),
  kind: z.string(),
  subject: z.string().nullable(),
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  data: z.record(z.string(), z.unknown()),
  created_on: z.string(),
});
export type InvestorAuditEvent = z.infer<typeof investorAuditEventSchema>;

/** The investor's audit trail (`audit.read`), newest first. */
export const investorAuditRoute = defineRoute({
  method: 'GET',
  url: `${base}/:id/audit`,
  schema: {
    params: idParams,
    querystring: listQuerySchema.omit({ ordering: true }),
    response: { 200: listResponseSchema(investorAuditEventSchema), ...errors },
  },
});
