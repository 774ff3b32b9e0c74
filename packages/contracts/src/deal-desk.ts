import { z } from 'zod';
import { errorSchema, fidParamsSchema, listQuerySchema } from './common.ts';
import { investmentWithOpportunitySchema } from './investments.ts';
import { API_PREFIX, defineRoute } from './route.ts';
import { esignUrlSchema, signingSessionStatusSchema, signingSubjectKindSchema } from './signing.ts';

/**
 * The fund-admin deal desk (issue 15 point 6): the deal page's data, the fiduciary's countersign
 * ceremony, and the seals that failed (ADR 0024: a failed job stays listed with its error).
 */

/** What the caller may do with a deal now: allowed by the state machine and by the caller's role. */
export const DEAL_ACTIONS = ['approve', 'decline', 'countersign', 'execute'] as const;
export const dealActionSchema = z.enum(DEAL_ACTIONS);
export type DealAction = z.infer<typeof dealActionSchema>;

/**
 * One document of the deal. `url` is a short-lived signed link to the document as sent (View),
 * `signed_url` one to the latest signed copy (View Signed: the countersigned or executed copy once
 * there is one, else the investor's signed copy). Links last a few minutes: read the deal again to
 * get fresh ones.
 */
export const dealDocumentSchema = z.object({
  doc_class: z.enum(['NDA', 'DEAL']),
  name: z.string(),
  file_id: z.uuid().nullable(),
  url: z.string().nullable(),
  signed_file_id: z.uuid().nullable(),
  signed_url: z.string().nullable(),
  signed_on: z.string().nullable(),
});
export type DealDocument = z.infer<typeof dealDocumentSchema>;

/** The latest countersign ceremony of the deal: its status and, when sealing failed, why. */
export const dealSealSchema = z.object({
  session_id: z.uuid(),
  status: signingSessionStatusSchema,
  last_error: z.string().nullable(),
});

/** `GET fid-admin/investments/:id`: the deal page. */
export const dealDetailSchema = investmentWithOpportunitySchema.extend({
  /** The person who signed for the entity (the investment's investor). */
  investor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  entity_type: z.string(),
  /** The investor's KYC state: the invitation status (spec 3: 1 Sent .. 6 Denied), null when not invited. */
  kyc: z.object({ invitation_status: z.number().int().nullable(), label: z.string().nullable() }),
  documents: z.array(dealDocumentSchema),
  countersign: dealSealSchema.nullable(),
  actions: z.array(dealActionSchema),
});
export type DealDetail = z.infer<typeof dealDetailSchema>;

/** A failed seal of the tenant: what was being sealed, for whom, and why it failed. */
export const failedSealSchema = z.object({
  job_id: z.uuid(),
  session_id: z.uuid(),
  subject_kind: signingSubjectKindSchema,
  subject_id: z.uuid(),
  /** The investment for a deal or its countersignature; null for an NDA or a fiduciary document. */
  investment_id: z.uuid().nullable(),
  opportunity_name: z.string().nullable(),
  entity_name: z.string().nullable(),
  signer_name: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  failed_on: z.string(),
});
export type FailedSeal = z.infer<typeof failedSealSchema>;

export const failedSealListSchema = z.object({ count: z.number().int(), results: z.array(failedSealSchema) });
export type FailedSealList = z.infer<typeof failedSealListSchema>;

export const sealRetrySchema = z.object({ status: z.literal('QUEUED'), job_id: z.uuid(), session_id: z.uuid() });

const tenantBase = `${API_PREFIX}/fid/:fidId/fid-admin`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const idParams = fidParamsSchema.extend({ id: z.uuid() });

/** investments.read; the actions say what the caller may do now. */
export const getDealRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/investments/:id`,
  schema: { params: idParams, response: { 200: dealDetailSchema, ...errors } },
});

/**
 * Opens the fiduciary's countersign ceremony (deals.countersign): the same ceremony page and seal as
 * the investor's signature, appended as an incremental signature. DEAL_APPROVED only (409 otherwise).
 */
export const getCountersignEsignRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/investments/:id/countersign/esign`,
  schema: { params: idParams, response: { 200: esignUrlSchema, ...errors } },
});

/** Failed seals of the tenant, newest first (seals.retry or investments.read). */
export const listFailedSealsRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/seals/failed`,
  schema: { params: fidParamsSchema, querystring: listQuerySchema, response: { 200: failedSealListSchema, ...errors } },
});

/** Queues the seal again (seals.retry), audited; 409 when the job is not failed or was superseded. */
export const retrySealRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/seals/:jobId/retry`,
  schema: {
    params: fidParamsSchema.extend({ jobId: z.uuid() }),
    response: { 202: sealRetrySchema, ...errors },
  },
});

/** Where the fund-admin portal hosts the countersign ceremony: the deal page with the session. */
export const COUNTERSIGN_SESSION_PARAM = 'esign';
export const dealPagePath = (investmentId: string) => `/fid-admin/deals/${investmentId}`;
export const countersignPagePath = (investmentId: string, sessionId: string) =>
  `${dealPagePath(investmentId)}?${COUNTERSIGN_SESSION_PARAM}=${sessionId}`;
