import { z } from 'zod';
import { errorSchema, fidParamsSchema } from './common.ts';
import { fetchedDocumentSchema } from './documents.ts';
import { API_PREFIX, defineRoute } from './route.ts';
import { esignUrlSchema } from './signing.ts';

/**
 * Fiduciary documents (spec 7 "Documents"): documents of class FIDUCIARY, TAX or CAPITAL_CALL
 * addressed to one investing entity, read and signed by the people who stand for it.
 */

/** Where the browser returns after signing a fiduciary document (the Documents page). */
export const FIDUCIARY_DOCUMENTS_PATH = '/digital-locker/documents';

export const NO_SIGNATURE_REQUIRED = 'This document does not need a signature.';
export const FIDUCIARY_DOCUMENT_SIGNED = 'This document is already signed for this entity.';

const params = fidParamsSchema.extend({ docId: z.uuid() });
/** The entity the document is addressed to; without it, the token's current entity. */
const query = z.object({ entity_uid: z.string().trim().min(1).max(64).optional() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * `fiduciary_document` is the fetched record (as `GET mydocuments/{doc_id}` answers it: a
 * short-lived `signed_url` to the original, `signed_document_id` the entity's signed copy once
 * there is one); `description` repeats the document's description.
 */
export const fiduciaryDocumentSchema = z.object({
  fiduciary_document: fetchedDocumentSchema,
  description: z.string(),
});
export type FiduciaryDocument = z.infer<typeof fiduciaryDocumentSchema>;

/**
 * `GET fiduciary-documents/{doc_id}?entity_uid=` (tenant base). The document must be addressed to
 * the entity and the caller must stand for it (any investor role, viewers too); anything else,
 * including another tenant's document or an unknown entity, answers 404. Writes 'documents viewed'.
 */
export const getFiduciaryDocumentRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/fiduciary-documents/:docId`,
  schema: { params, querystring: query, response: { 200: fiduciaryDocumentSchema, ...errors } },
});

/**
 * `GET fiduciary-documents/{doc_id}/esign?entity_uid=`: opens the signing ceremony (subject kind
 * FIDUCIARY_DOCUMENT) and answers `{data: {url}}`; the ceremony returns to FIDUCIARY_DOCUMENTS_PATH.
 * 403 for a viewer of the entity; 409 NO_SIGNATURE_REQUIRED, FIDUCIARY_DOCUMENT_SIGNED, or while
 * an earlier signature is still being sealed.
 */
export const getFiduciaryDocumentEsignRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/fiduciary-documents/:docId/esign`,
  schema: { params, querystring: query, response: { 200: esignUrlSchema, ...errors } },
});
