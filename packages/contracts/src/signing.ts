import { z } from 'zod';
import { errorSchema, fidParamsSchema } from './common.ts';
import { documentFieldSchema } from './documents.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/**
 * The built-in signing ceremony (ARCHITECTURE.md section 6, ADR 0008). `GET .../esign` opens a
 * session and answers `{data: {url}}` with the ceremony page of this site; that page reads the
 * session, shows the PDF, collects consent, the signer's mark and the fill-form values, and submits.
 * Sealing then runs as a job; the page polls the session until SEALED or FAILED.
 */
export const SIGNING_SUBJECT_KINDS = [
  'NDA',
  'NDA_COUNTERSIGN',
  'DEAL',
  'DEAL_COUNTERSIGN',
  'FIDUCIARY_DOCUMENT',
] as const;
export const signingSubjectKindSchema = z.enum(SIGNING_SUBJECT_KINDS);
export type SigningSubjectKind = z.infer<typeof signingSubjectKindSchema>;

export const SIGNING_SESSION_STATUSES = ['OPEN', 'SUBMITTED', 'SEALED', 'FAILED', 'CANCELLED'] as const;
export const signingSessionStatusSchema = z.enum(SIGNING_SESSION_STATUSES);
export type SigningSessionStatus = z.infer<typeof signingSessionStatusSchema>;

/** Where the ceremony page lives (a path of this site; the session id is not a credential). */
export const ESIGN_PAGE_PATH = '/digital-locker/esign';
export const esignPagePath = (sessionId: string) => `${ESIGN_PAGE_PATH}/${sessionId}`;
/** Query the web adds to `return_path` after a submit (spec 4: redirects to docu-sign-wait). */
export const SIGNING_COMPLETE_EVENT = 'signing_complete';

/** `GET .../esign` (spec 7): the browser goes to `data.url` ('Redirecting...'). */
export const esignUrlSchema = z.object({ data: z.object({ url: z.string() }) });
export type EsignUrl = z.infer<typeof esignUrlSchema>;

/** One value of the viewer's fill-form mode (spec 4 "Document digitization"). */
export const dataListItemSchema = z.object({
  name: z.string().min(1).max(200),
  value: z.union([z.string().max(2000), z.boolean()]),
});
export type DataListItem = z.infer<typeof dataListItemSchema>;
export const dataListSchema = z.array(dataListItemSchema).max(500);

/** `PATCH .../nda` and `PATCH investments/:id/deal-document` (spec 7): the browser's timezone and values. */
export const saveDataListBodySchema = z.object({
  timezone: z.string().max(64).optional(),
  data_list: dataListSchema,
});

export const signingSessionSchema = z.object({
  id: z.uuid(),
  subject_kind: signingSubjectKindSchema,
  subject_id: z.uuid(),
  status: signingSessionStatusSchema,
  /** e.g. 'Sign the NDA: Northwind Robotics Series A'. */
  title: z.string(),
  document: z.object({
    name: z.string(),
    /** Short-lived link to the PDF to review (no bearer header needed). */
    signed_url: z.string(),
    /**
     * Fillable fields of the document; the signer's saved values are in `data_list`. A `prefilled`
     * field states what the platform knows (the investment amount): its value in `data_list` comes
     * from the record, it is read-only, and a value sent for it is ignored.
     */
    fields: z.array(documentFieldSchema.extend({ prefilled: z.boolean().optional() })),
    data_list: z.array(dataListItemSchema),
  }),
  /** The text the signer agrees to; `version` goes back with the submit. */
  consent: z.object({ text: z.string(), version: z.string() }),
  signer: z.object({ name: z.string(), email: z.string() }),
  /** Path inside this site to return to; the web adds `?event=signing_complete&session=<id>`. */
  return_path: z.string(),
  /** Why sealing failed (status FAILED), fit to show; null otherwise. */
  last_error: z.string().nullable(),
  expires_on: z.string(),
  /**
   * While the seal runs (status SUBMITTED): its attempt, running or next (above 1 once an attempt
   * failed or its process stopped), of how many before it fails. Null otherwise.
   */
  seal: z
    .object({ attempt: z.number().int().min(1), max_attempts: z.number().int().min(1) })
    .nullable()
    .optional(),
});
export type SigningSession = z.infer<typeof signingSessionSchema>;

/** A drawn signature is at most this many bytes of PNG (after base64 decoding). */
export const DRAWN_SIGNATURE_MAX_BYTES = 200 * 1024;

export const signatureMarkSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('typed'), text: z.string().trim().min(1, 'Signature is required').max(100) }),
  z.object({
    kind: z.literal('drawn'),
    /** Base64 of a PNG (a `data:image/png;base64,` prefix is accepted); at most 200 KB decoded. */
    png_base64: z.string().min(1, 'Signature is required').max(300_000),
  }),
]);
export type SignatureMarkInput = z.infer<typeof signatureMarkSchema>;

/**
 * The signer's submit. `consent` must be true and `consent_version` the version the session showed
 * (checked by the service, which answers 400 with a sentence fit to show). `data_list` values are
 * merged over the values saved before; every required field must then have a value.
 */
export const submitSigningBodySchema = z.object({
  consent: z.boolean().optional(),
  consent_version: z.string().max(64).optional(),
  mark: signatureMarkSchema,
  data_list: dataListSchema.default([]),
});
export type SubmitSigningBody = z.input<typeof submitSigningBodySchema>;

/** 202 of a submit, a direct-sign upload or a countersign: sealing is queued. */
export const signingAcceptedSchema = z.object({ status: z.literal('SUBMITTED'), session_id: z.uuid() });
export type SigningAccepted = z.infer<typeof signingAcceptedSchema>;

const tenantBase = `${API_PREFIX}/fid/:fidId`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const idParams = fidParamsSchema.extend({ id: z.uuid() });

/** The ceremony page's read; only the session's own user sees it (anyone else: 404). */
export const getSigningSessionRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/signing-sessions/:id`,
  schema: { params: idParams, response: { 200: signingSessionSchema, ...errors } },
});

/** 400: consent missing, a required field empty ('{field} is required'); 409: session expired or used. */
export const submitSigningSessionRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/signing-sessions/:id/submit`,
  schema: {
    params: idParams,
    body: submitSigningBodySchema,
    response: { 202: signingAcceptedSchema, ...errors },
  },
});

/* Deal signing (tenant base, spec 7 "Investments and portfolio"). */

/** Opens the deal ceremony: IOI_SENT -> DEAL_SIGN_IN_PROCESS (or a new session while in process). */
export const getDealEsignRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/investments/:id/deal/esign`,
  schema: { params: idParams, response: { 200: esignUrlSchema, ...errors } },
});

export const dealDocumentValuesSchema = z.object({
  investment_id: z.uuid(),
  status: z.string(),
  timezone: z.string().nullable(),
  data_list: z.array(dataListItemSchema),
});

export const saveDealDocumentRoute = defineRoute({
  method: 'PATCH',
  url: `${tenantBase}/investments/:id/deal-document`,
  schema: {
    params: idParams,
    body: saveDataListBodySchema,
    response: { 200: z.object({ data: dealDocumentValuesSchema }), ...errors },
  },
});

/** A typed countersignature (issuer or fiduciary signatory). */
export const countersignBodySchema = z.object({
  signature_text: z.string().trim().min(1, 'Signature is required').max(100),
});

/**
 * DEAL_APPROVED -> (sealed) DEAL_SIGNED. fiduciary_superadmin, fiduciary_admin,
 * fiduciary_authorized_signatory; other members 403.
 */
export const countersignInvestmentRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/fid-admin/investments/:id/countersign`,
  schema: { params: idParams, body: countersignBodySchema, response: { 202: signingAcceptedSchema, ...errors } },
});
