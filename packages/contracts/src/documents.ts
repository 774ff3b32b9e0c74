import { z } from 'zod';
import { errorSchema, fidParamsSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/** Document classes (spec 3): the deal-flow ones and the investor-addressed ones. */
export const DOCUMENT_CLASSES = ['NDA', 'DEAL', 'DATA_ROOM', 'FIDUCIARY', 'TAX', 'CAPITAL_CALL'] as const;
export const documentClassSchema = z.enum(DOCUMENT_CLASSES);
export type DocumentClass = z.infer<typeof documentClassSchema>;

export const actionRequiredSchema = z.enum(['SIGNATURE_REQUIRED', 'REVIEW_REQUIRED']);

/** A fillable field of a digitized document (spec 4 "Document digitization"). */
export const documentFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['text', 'checkbox']),
  required: z.boolean(),
});

/**
 * A document as the investor sees it (spec 3 "Document").
 * - `doc_id`: the document's own id (what `GET mydocuments/:docId` takes).
 * - `document_id`: the stored file of the original document.
 * - `signed_document_id`: the caller's entity's signed copy when there is one (the executed NDA, else
 *   the signed one; the countersigned deal, else the signed one); `GET mydocuments/{signed_document_id}`
 *   answers the same record with a link to that copy.
 * - `entity`: the entity the document is addressed to, else the caller's current entity.
 */
export const documentRecordSchema = z.object({
  doc_id: z.uuid(),
  document_id: z.uuid(),
  signed_document_id: z.uuid().nullable(),
  document_name: z.string(),
  document_type: z.string(),
  document_class: documentClassSchema,
  modified_on: z.string(),
  opportunity_id: z.uuid().nullable(),
  opportunity_name: z.string().nullable(),
  action_required: actionRequiredSchema.nullable(),
  entity: z.object({ trellis_uid: z.string() }).nullable(),
  description: z.string(),
  /** Category path, one string per level (spec 3); empty when uncategorised. */
  category: z.array(z.string()),
  digitization_status: z.enum(['CREATED', 'PENDING_DIGITIZATION', 'DIGITIZED']),
  fields: z.array(documentFieldSchema),
});
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

/**
 * A fetched document: the record plus a short-lived signed link to the bytes (no bearer header
 * needed, for the PDF viewer) and their MIME type. `signed_url` points at the signed copy when the
 * request named it, else at the original.
 */
export const fetchedDocumentSchema = documentRecordSchema.extend({
  signed_url: z.string(),
  expires_on: z.string(),
  mime_type: z.string(),
});
export type FetchedDocument = z.infer<typeof fetchedDocumentSchema>;

const docParams = fidParamsSchema.extend({ docId: z.uuid() });
const readErrors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * `GET mydocuments/{doc_id}` (tenant base, spec 7 "Documents"). `docId` is a document id, its file
 * id, or a signed file id of the caller's entity (NDA signed/executed, deal signed/countersigned).
 * A DATA_ROOM document before the caller's NDA is executed: 403 'The data room opens once the NDA
 * is executed.'. Writes the audit event 'documents viewed'.
 */
export const getMyDocumentRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/mydocuments/:docId`,
  schema: { params: docParams, response: { 200: fetchedDocumentSchema, ...readErrors } },
});

/**
 * `GET investors/document/{doc_id}` (tenant base): the same answer, for documents addressed to one
 * of the caller's entities (FIDUCIARY, TAX, CAPITAL_CALL); other documents answer 404 here.
 */
export const getInvestorDocumentRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/investors/document/:docId`,
  schema: { params: docParams, response: { 200: fetchedDocumentSchema, ...readErrors } },
});

export const DATA_ROOM_CLOSED_MESSAGE = 'The data room opens once the NDA is executed.';

export const dataRoomListSchema = z.object({
  count: z.number().int(),
  results: z.array(documentRecordSchema),
});
export type DataRoomList = z.infer<typeof dataRoomListSchema>;

/**
 * The opportunity's DATA_ROOM documents, ordered by category path then name; 403
 * DATA_ROOM_CLOSED_MESSAGE until the token entity's NDA is NDA_EXECUTED. Rows carry no link:
 * opening one goes through `GET mydocuments/{doc_id}` (which is what is audited).
 */
export const getDataRoomRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/investors/opportunities/:id/data-room`,
  schema: {
    params: fidParamsSchema.extend({ id: z.uuid() }),
    response: { 200: dataRoomListSchema, ...readErrors },
  },
});
