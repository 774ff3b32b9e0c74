import { z } from 'zod';
import { errorSchema, fidParamsSchema, listQuerySchema, listResponseSchema } from './common.ts';
import { requiredText } from './engagement-common.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/**
 * Documents the fiduciary sends to investors (issue 15 point 9): a statement, tax form or notice to
 * one investor, to the investors of an opportunity, or to every investor, asking for a signature or
 * a review. Each addressed entity gets its own copy, which it reads and signs in its Documents
 * screen (`mydocuments`, `fiduciary-documents/{doc_id}/esign`); the fiduciary sees who viewed and
 * who signed.
 */
const base = `${API_PREFIX}/fid/:fidId/fid-admin/documents`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The classes a fiduciary sends (spec 7 "Documents"): statements and notices, tax forms, capital calls. */
export const SENT_DOCUMENT_CLASSES = ['FIDUCIARY', 'TAX', 'CAPITAL_CALL'] as const;
export type SentDocumentClass = (typeof SENT_DOCUMENT_CLASSES)[number];
export const SENT_DOCUMENT_CLASS_LABELS: Record<SentDocumentClass, string> = {
  FIDUCIARY: 'Statement or notice',
  TAX: 'Tax form',
  CAPITAL_CALL: 'Capital call',
};

export const DOCUMENT_ACTIONS = ['SIGNATURE_REQUIRED', 'REVIEW_REQUIRED'] as const;
export const DOCUMENT_AUDIENCES = ['INVESTOR', 'OPPORTUNITY', 'ALL'] as const;
export type DocumentAudience = (typeof DOCUMENT_AUDIENCES)[number];

/** A document to sign must be a PDF: the seal is a PDF signature. */
export const SIGNATURE_NEEDS_PDF = 'A document to be signed must be a PDF file.';
export const NO_RECIPIENTS = 'No investor would receive this document: the audience has no investors.';

export const sendDocumentBodySchema = z
  .object({
    name: requiredText('Name', 200),
    description: z.string().trim().max(2000, 'Description should be at most 2000 characters').default(''),
    doc_class: z.enum(SENT_DOCUMENT_CLASSES, 'Choose the kind of document'),
    document_type: requiredText('Document type', 100),
    /** A stored file of this fiduciary (from `POST static-assets?group=document`). */
    file_id: z.uuid('File is required'),
    action_required: z.enum(DOCUMENT_ACTIONS, 'Choose the action required'),
    audience: z.enum(DOCUMENT_AUDIENCES, 'Choose who receives it'),
    /** With audience INVESTOR: the investing entity. */
    entity_id: z.uuid().optional(),
    /** With audience OPPORTUNITY: the opportunity whose investors receive it. */
    opportunity_id: z.uuid().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.audience === 'INVESTOR' && !body.entity_id)
      ctx.addIssue({ code: 'custom', path: ['entity_id'], message: 'Investor is required' });
    if (body.audience === 'OPPORTUNITY' && !body.opportunity_id)
      ctx.addIssue({ code: 'custom', path: ['opportunity_id'], message: 'Opportunity is required' });
  });
export type SendDocumentBody = z.input<typeof sendDocumentBodySchema>;

export const documentSendSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  doc_class: z.enum(SENT_DOCUMENT_CLASSES),
  document_type: z.string(),
  action_required: z.enum(DOCUMENT_ACTIONS),
  audience: z.enum(DOCUMENT_AUDIENCES),
  entity_id: z.uuid().nullable(),
  entity_name: z.string().nullable(),
  opportunity_id: z.uuid().nullable(),
  opportunity_name: z.string().nullable(),
  file_name: z.string(),
  recipients: z.number().int(),
  viewed: z.number().int(),
  signed: z.number().int(),
  created_by_name: z.string().nullable(),
  created_on: z.string(),
});
export type DocumentSend = z.infer<typeof documentSendSchema>;

/** `documents.send`: stores one copy per addressed entity and notifies them. */
export const sendDocumentRoute = defineRoute({
  method: 'POST',
  url: base,
  schema: {
    params: fidParamsSchema,
    body: sendDocumentBodySchema,
    response: { 201: z.object({ data: documentSendSchema }), ...errors },
  },
});

export const documentSendListQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});

/** `documents.track`: the documents sent, newest first; orderings created_on (default -created_on), name. */
export const listDocumentSendsRoute = defineRoute({
  method: 'GET',
  url: base,
  schema: {
    params: fidParamsSchema,
    querystring: documentSendListQuerySchema,
    response: { 200: listResponseSchema(documentSendSchema), ...errors },
  },
});

export const RECIPIENT_FILTERS = ['VIEWED', 'NOT_VIEWED', 'SIGNED', 'NOT_SIGNED'] as const;

export const documentRecipientSchema = z.object({
  document_id: z.uuid(),
  entity_id: z.uuid(),
  entity_name: z.string(),
  viewed_on: z.string().nullable(),
  viewed_by_name: z.string().nullable(),
  signed_on: z.string().nullable(),
  signed_by_name: z.string().nullable(),
});
export type DocumentRecipient = z.infer<typeof documentRecipientSchema>;

/** `documents.track`: one send with its recipients, by entity name; `status` filters them. */
export const listDocumentRecipientsRoute = defineRoute({
  method: 'GET',
  url: `${base}/:id/recipients`,
  schema: {
    params: fidParamsSchema.extend({ id: z.uuid() }),
    querystring: listQuerySchema.extend({ status: z.enum(RECIPIENT_FILTERS).optional() }),
    response: {
      200: listResponseSchema(documentRecipientSchema).extend({ send: documentSendSchema }),
      ...errors,
    },
  },
});

export const audienceOpportunitySchema = z.object({ id: z.uuid(), name: z.string(), investors: z.number().int() });
export type AudienceOpportunity = z.infer<typeof audienceOpportunitySchema>;

/** `documents.send`: the opportunities with investors (live investments), by name, for the audience picker. */
export const listAudienceOpportunitiesRoute = defineRoute({
  method: 'GET',
  url: `${base}/opportunities`,
  schema: {
    params: fidParamsSchema,
    response: { 200: z.object({ data: z.array(audienceOpportunitySchema) }), ...errors },
  },
});
