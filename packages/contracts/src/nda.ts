import { NDA_STATUSES } from '@dl/domain';
import { z } from 'zod';
import { errorSchema, fidParamsSchema, listQuerySchema, listResponseSchema } from './common.ts';
import { dealPreFormTemplateSchema } from './investments.ts';
import { API_PREFIX, defineRoute } from './route.ts';
import {
  countersignBodySchema,
  dataListItemSchema,
  esignUrlSchema,
  saveDataListBodySchema,
  signingAcceptedSchema,
  signingSessionStatusSchema,
} from './signing.ts';

/** NDA of one investing entity for one opportunity (spec 4 NDA status; ADR 0005 order). */
export const ndaStatusSchema = z.enum(NDA_STATUSES);

const time = z.string().nullable();

export const ndaSchema = z.object({
  id: z.uuid(),
  opportunity_id: z.uuid(),
  entity_id: z.uuid(),
  status: ndaStatusSchema,
  /** The opportunity's NDA document (doc_id). */
  document_id: z.uuid(),
  pre_form_response: z.object({ response: z.record(z.string(), z.unknown()) }),
  data_list: z.array(dataListItemSchema),
  timezone: z.string().nullable(),
  /** Spec 9 terms-agreed marker: when the signer agreed, and to which version of the text. */
  terms_agreed: z.object({ 'terms-agreed': z.object({ at: z.string(), version: z.string() }) }).nullable(),
  /** Stored files of the investor-signed and the countersigned (executed) PDF. */
  signed_file_id: z.uuid().nullable(),
  executed_file_id: z.uuid().nullable(),
  signed_on: time,
  countersigned_on: time,
  declined_on: time,
  /** The latest signing session (investor or countersign): FAILED shows `last_error`. */
  signing: z
    .object({ session_id: z.uuid(), kind: z.string(), status: signingSessionStatusSchema, last_error: time })
    .nullable(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type Nda = z.infer<typeof ndaSchema>;

export const ndaPreFormSchema = z.object({
  template: dealPreFormTemplateSchema,
  /** The response saved on the entity's NDA, if any. */
  response: z.record(z.string(), z.unknown()).nullable(),
});

/** 400 of a pre-form: `detail` is the first message, `errors` maps each field key to its message. */
export const formErrorSchema = errorSchema.extend({ errors: z.record(z.string(), z.string()).optional() });

export const createNdaBodySchema = z.object({
  timezone: z.string().max(64).optional(),
  pre_form_response: z.object({ response: z.record(z.string(), z.unknown()) }),
});

const investorBase = `${API_PREFIX}/fid/:fidId/investors`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const oppParams = fidParamsSchema.extend({ id: z.uuid() });

export const getNdaPreFormRoute = defineRoute({
  method: 'GET',
  url: `${investorBase}/opportunities/:id/nda/pre-form`,
  schema: { params: oppParams, response: { 200: ndaPreFormSchema, ...errors } },
});

/** Creates the NDA (NDA_SIGN_IN_PROCESS) or updates it while still unsigned. */
export const createNdaRoute = defineRoute({
  method: 'POST',
  url: `${investorBase}/opportunities/:id/nda`,
  schema: {
    params: oppParams,
    body: createNdaBodySchema,
    response: { 201: ndaSchema, ...errors, 400: formErrorSchema },
  },
});

/** The entity's NDA for the opportunity, else 404. */
export const getNdaRoute = defineRoute({
  method: 'GET',
  url: `${investorBase}/opportunities/:id/nda`,
  schema: { params: oppParams, response: { 200: ndaSchema, ...errors } },
});

/** Saves fill-form values (names must be fields of the NDA document). */
export const saveNdaValuesRoute = defineRoute({
  method: 'PATCH',
  url: `${investorBase}/opportunities/:id/nda`,
  schema: { params: oppParams, body: saveDataListBodySchema, response: { 200: ndaSchema, ...errors } },
});

/** Opens the NDA ceremony; 409 without an NDA row or once signed. */
export const getNdaEsignRoute = defineRoute({
  method: 'GET',
  url: `${investorBase}/opportunities/:id/nda/esign`,
  schema: { params: oppParams, response: { 200: esignUrlSchema, ...errors } },
});

/** Multipart `file`: a PDF the investor signed elsewhere; the platform seals it like a ceremony. */
export const directSignNdaRoute = defineRoute({
  method: 'POST',
  url: `${investorBase}/opportunities/:id/nda/direct-sign`,
  schema: { params: oppParams, response: { 202: signingAcceptedSchema, ...errors, 413: errorSchema } },
});

/* Issuer side (API now; the screen comes with the issuer portal). */

const issuerBase = `${API_PREFIX}/fid/:fidId/issuers`;

export const issuerNdaSchema = z.object({
  id: z.uuid(),
  status: ndaStatusSchema,
  opportunity: z.object({ id: z.uuid(), name: z.string() }),
  entity: z.object({ id: z.uuid(), name: z.string() }),
  signer: z.object({ name: z.string(), email: z.string() }),
  signed_on: time,
  /** Short-lived link to the latest signed PDF: the investor's before countersigning, then the executed one. */
  signed_url: z.string().nullable(),
  modified_on: z.string(),
});
export type IssuerNda = z.infer<typeof issuerNdaSchema>;

export const issuerNdaListQuerySchema = listQuerySchema.extend({
  status: ndaStatusSchema.default('NDA_SIGNED'),
  opportunity_id: z.uuid().optional(),
});

/** NDAs of the caller's issuer(s) (all of the fiduciary for fiduciary signatories), oldest first. */
export const listIssuerNdasRoute = defineRoute({
  method: 'GET',
  url: `${issuerBase}/nda`,
  schema: {
    params: fidParamsSchema,
    querystring: issuerNdaListQuerySchema,
    response: { 200: listResponseSchema(issuerNdaSchema), ...errors },
  },
});

/**
 * NDA_SIGNED -> NDA_COUNTERSIGN_IN_PROCESS, sealed as a job -> NDA_EXECUTED. issuer_superadmin,
 * issuer_admin, issuer_authorized_signatory of the opportunity's issuer, or fiduciary_superadmin,
 * fiduciary_admin, fiduciary_authorized_signatory; other members 403.
 */
export const countersignNdaRoute = defineRoute({
  method: 'POST',
  url: `${issuerBase}/nda/:ndaId/countersign`,
  schema: {
    params: fidParamsSchema.extend({ ndaId: z.uuid() }),
    body: countersignBodySchema,
    response: { 202: signingAcceptedSchema, ...errors },
  },
});

/** Where the fund-admin portal lists NDAs to countersign and hosts their ceremony (`?esign=<session>`). */
export const FID_ADMIN_NDA_PATH = '/fid-admin/ndas';
export const ndaCountersignPagePath = (sessionId: string) => `${FID_ADMIN_NDA_PATH}?esign=${sessionId}`;

/**
 * Opens the fiduciary signatory's countersign ceremony for an investor-signed NDA (nda.countersign_any):
 * the same ceremony page and seal as the investor's signature, appended as an incremental signature.
 * NDA_SIGNED -> NDA_COUNTERSIGN_IN_PROCESS now, NDA_EXECUTED once sealed; another status 409.
 */
export const getNdaCountersignEsignRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/fid-admin/nda/:ndaId/countersign/esign`,
  schema: { params: fidParamsSchema.extend({ ndaId: z.uuid() }), response: { 200: esignUrlSchema, ...errors } },
});
