import { z } from 'zod';
import { errorSchema, fidParamsSchema, listQuerySchema } from './common.ts';
import { DOCUMENT_CLASSES, documentRecordSchema } from './documents.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/** Tabs of 'Manage Documents': every document, or one class (spec 3 classes plus the investor-addressed ones). */
export const MY_DOCUMENT_TABS = ['ALL', ...DOCUMENT_CLASSES] as const;
export type MyDocumentTab = (typeof MY_DOCUMENT_TABS)[number];

export const MY_DOCUMENT_ORDERINGS = [
  'modified_on',
  '-modified_on',
  'document_name',
  '-document_name',
  'document_type',
  '-document_type',
] as const;

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * `GET mydocuments` (tenant base): list convention of spec 7 plus `tab` (default ALL) and `pending`
 * (only documents waiting for the entity's signature: SIGNATURE_REQUIRED without a signed copy).
 * Default ordering: newest modification first.
 */
export const myDocumentListQuerySchema = listQuerySchema.extend({
  tab: z.enum(MY_DOCUMENT_TABS).default('ALL'),
  ordering: z.enum(MY_DOCUMENT_ORDERINGS).default('-modified_on'),
  pending: booleanQuery.optional(),
});
export type MyDocumentListQuery = z.input<typeof myDocumentListQuerySchema>;

export const myDocumentListSchema = z.object({
  count: z.number().int(),
  results: z.array(documentRecordSchema),
});
export type MyDocumentList = z.infer<typeof myDocumentListSchema>;

/**
 * Every document the token's current entity may see, as 'Manage Documents' lists them: the NDA of
 * each opportunity it has an NDA for, the deal document of each live (not declined) investment, the
 * data rooms whose NDA is executed, and the FIDUCIARY / TAX / CAPITAL_CALL documents addressed to it.
 * `signed_document_id` is the entity's signed copy (executed NDA, countersigned deal, signed fiduciary
 * document) when there is one. Open to viewers (reading only); rows carry no link (opening goes
 * through `GET mydocuments/{doc_id}`, which is what is audited).
 */
export const listMyDocumentsRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/mydocuments`,
  schema: {
    params: fidParamsSchema,
    querystring: myDocumentListQuerySchema,
    response: { 200: myDocumentListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
  },
});
