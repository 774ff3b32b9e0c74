import { max, PAGE_SIZE_ALL, required } from '@dl/domain';
import { z } from 'zod';
import { pageSchema } from './paging.ts';
import { errorSchema, fidParamsSchema } from './common.ts';
import { documentFieldSchema } from './documents.ts';
import { issuerBase, issuerErrors } from './issuer-company.ts';
import { ruleString } from './validation.ts';
import { defineRoute } from './route.ts';

/*
 * The issuer portal's documents (issue 16 point 4, ADR 0030): an opportunity's NDA template and
 * subscription agreement (PDF, digitized: CREATED -> PENDING_DIGITIZATION -> DIGITIZED), and its data
 * room (files in a category path). Every file keeps its versions. Read with issuer.enter, written with
 * issuer_opportunities.write, for the opportunity's own company; another company's opportunity: 404.
 */

const base = `${issuerBase}/opportunities/:id/documents`;
export const issuerDocumentsParamsSchema = fidParamsSchema.extend({ id: z.uuid() });
export const issuerDocumentParamsSchema = issuerDocumentsParamsSchema.extend({ docId: z.uuid() });

/** The classes an issuer uploads: NDA template, subscription agreement (DEAL), data-room file. */
export const ISSUER_DOCUMENT_CLASSES = ['NDA', 'DEAL', 'DATA_ROOM'] as const;
export type IssuerDocumentClass = (typeof ISSUER_DOCUMENT_CLASSES)[number];
export const ISSUER_DOCUMENT_CLASS_LABELS: Record<IssuerDocumentClass, string> = {
  NDA: 'NDA template',
  DEAL: 'Subscription agreement',
  DATA_ROOM: 'Data room file',
};

/** The type group each class accepts (spec 5, 9): templates are signed and stamped, so PDF only. */
export const ISSUER_DOCUMENT_GROUPS = { NDA: 'pdf', DEAL: 'pdf', DATA_ROOM: 'all_docs' } as const;

export const DIGITIZATION_STATUSES = ['CREATED', 'PENDING_DIGITIZATION', 'DIGITIZED'] as const;
export type DigitizationStatus = (typeof DIGITIZATION_STATUSES)[number];
export const DIGITIZATION_LABELS: Record<DigitizationStatus, string> = {
  CREATED: 'Uploaded',
  PENDING_DIGITIZATION: 'Being read',
  DIGITIZED: 'Digitized',
};

/** Spec 5 category editor: at most this many levels (the Type select offers 1 to 5). */
export const MAX_CATEGORY_LEVELS = 5;
export const CATEGORY_LEVEL_MAX = 100;

/** One level's name: required (label Name), trimmed, at most 100 characters. */
export const categoryLevelSchema = ruleString('Name', [required, max(CATEGORY_LEVEL_MAX)]).transform((v) => v.trim());
export const categoryPathSchema = z
  .array(categoryLevelSchema)
  .max(MAX_CATEGORY_LEVELS, `A category has at most ${MAX_CATEGORY_LEVELS} levels`);

/**
 * Where the signer's mark goes on a PDF without form fields, in PDF points from the page's bottom
 * left (page 1 is the first). At least 100 x 40 points so the mark and its caption fit.
 */
export const signatureAreaSchema = z.object({
  page: z.number().int().min(1, 'Page should be 1 or more'),
  x: z.number().min(0, 'Left should be 0 or more'),
  y: z.number().min(0, 'Bottom should be 0 or more'),
  width: z.number().min(100, 'Width should be at least 100 points'),
  height: z.number().min(40, 'Height should be at least 40 points'),
});
export type SignatureArea = z.infer<typeof signatureAreaSchema>;

export const issuerDocumentFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});

export const issuerDocumentSchema = z.object({
  id: z.uuid(),
  opportunity_id: z.uuid(),
  doc_class: z.enum(ISSUER_DOCUMENT_CLASSES),
  name: z.string(),
  description: z.string(),
  category: z.array(z.string()),
  digitization_status: z.enum(DIGITIZATION_STATUSES),
  fields: z.array(documentFieldSchema),
  signature_area: signatureAreaSchema.nullable(),
  file: issuerDocumentFileSchema,
  /** The current version's number (1 for the first upload). */
  version: z.number().int(),
  versions_count: z.number().int(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type IssuerDocument = z.infer<typeof issuerDocumentSchema>;

export const issuerDocumentsSchema = z.object({
  opportunity: z.object({ id: z.uuid(), name: z.string(), status: z.string(), issuer_id: z.uuid() }),
  /** The caller may upload the NDA and subscription templates (a draft, issuer_opportunities.write). */
  can_write_templates: z.boolean(),
  /** The caller may add, replace and delete data-room files (not Closed, issuer_opportunities.write). */
  can_write_data_room: z.boolean(),
  nda: issuerDocumentSchema.nullable(),
  subscription: issuerDocumentSchema.nullable(),
  data_room: z.object({ count: z.number().int(), results: z.array(issuerDocumentSchema) }),
});
export type IssuerDocuments = z.infer<typeof issuerDocumentsSchema>;

/** The data room's page: ordered by category path then name; all of it by default (spec 9 "All"). */
export const issuerDocumentsQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_ALL).default(PAGE_SIZE_ALL),
});

export const listIssuerDocumentsRoute = defineRoute({
  method: 'GET',
  url: base,
  schema: {
    params: issuerDocumentsParamsSchema,
    querystring: issuerDocumentsQuerySchema,
    response: { 200: issuerDocumentsSchema, ...issuerErrors },
  },
});

/**
 * The multipart fields sent before the `file` part of an upload (fields after the file are not
 * read). `category` repeats once per level, top level first. An NDA or subscription uploaded when
 * the opportunity has one becomes its new version.
 */
export const issuerDocumentUploadFieldsSchema = z.object({
  doc_class: z.enum(ISSUER_DOCUMENT_CLASSES, { error: 'Choose what the document is' }),
  name: ruleString('Name', [max(200)])
    .optional()
    .transform((v) => v?.trim() ?? ''),
  description: ruleString('Description', [max(1000)])
    .optional()
    .transform((v) => v?.trim() ?? ''),
  category: categoryPathSchema.default([]),
});
export type IssuerDocumentUploadFields = z.input<typeof issuerDocumentUploadFieldsSchema>;

const uploadErrors = { ...issuerErrors, 413: errorSchema };

/** Multipart: the fields above, then `file` (streamed; judged by content; MAX_UPLOAD_BYTES). */
export const uploadIssuerDocumentRoute = defineRoute({
  method: 'POST',
  url: base,
  schema: {
    params: issuerDocumentsParamsSchema,
    response: { 201: z.object({ data: issuerDocumentSchema }), ...uploadErrors },
  },
});

/** Multipart with one `file`: the document's new version (the old one is kept). */
export const uploadIssuerDocumentVersionRoute = defineRoute({
  method: 'POST',
  url: `${base}/:docId/versions`,
  schema: {
    params: issuerDocumentParamsSchema,
    response: { 201: z.object({ data: issuerDocumentSchema }), ...uploadErrors },
  },
});

export const issuerDocumentVersionSchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  file: issuerDocumentFileSchema,
  uploaded_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  created_on: z.string(),
  current: z.boolean(),
});
export type IssuerDocumentVersion = z.infer<typeof issuerDocumentVersionSchema>;

/** Newest first. */
export const listIssuerDocumentVersionsRoute = defineRoute({
  method: 'GET',
  url: `${base}/:docId/versions`,
  schema: {
    params: issuerDocumentParamsSchema,
    response: { 200: z.object({ results: z.array(issuerDocumentVersionSchema) }), ...issuerErrors },
  },
});

/** The bytes of one version (any version, for the company's members). */
export const getIssuerDocumentVersionFileRoute = defineRoute({
  method: 'GET',
  url: `${base}/:docId/versions/:versionId/file`,
  schema: {
    params: issuerDocumentParamsSchema.extend({ versionId: z.uuid() }),
    response: issuerErrors,
  },
});

export const issuerDocumentUpdateSchema = z.object({
  name: ruleString('Name', [required, max(200)]).transform((v) => v.trim()),
  description: ruleString('Description', [max(1000)]).transform((v) => v.trim()),
  category: categoryPathSchema,
});
export type IssuerDocumentUpdate = z.input<typeof issuerDocumentUpdateSchema>;

/** A data-room file's name, description and category. */
export const updateIssuerDocumentRoute = defineRoute({
  method: 'PATCH',
  url: `${base}/:docId`,
  schema: {
    params: issuerDocumentParamsSchema,
    body: issuerDocumentUpdateSchema,
    response: { 200: z.object({ data: issuerDocumentSchema }), ...issuerErrors },
  },
});

/** Deletes a data-room file (its versions' bytes stay in storage; audited). Templates: 409. */
export const deleteIssuerDocumentRoute = defineRoute({
  method: 'DELETE',
  url: `${base}/:docId`,
  schema: { params: issuerDocumentParamsSchema, response: { 204: z.null(), ...issuerErrors } },
});

export const SIGNATURE_AREA_NOT_READY = 'The document is still being read. Try again in a moment.';
export const TEMPLATE_NOT_DELETED = 'A template is not deleted: upload a new version instead.';

/** Places (or moves) the signature area of an NDA or subscription PDF; it is then DIGITIZED. */
export const putSignatureAreaRoute = defineRoute({
  method: 'PUT',
  url: `${base}/:docId/signature-area`,
  schema: {
    params: issuerDocumentParamsSchema,
    body: signatureAreaSchema,
    response: { 200: z.object({ data: issuerDocumentSchema }), ...issuerErrors },
  },
});

/** `path` repeats once per earlier level; the answer: names used at the next level, sorted. */
export const issuerDocumentCategoriesQuerySchema = z.object({
  path: z
    .union([z.string().max(CATEGORY_LEVEL_MAX), z.array(z.string().max(CATEGORY_LEVEL_MAX))])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .refine((v) => v.length < MAX_CATEGORY_LEVELS, { message: 'Too many levels' }),
});

export const issuerDocumentCategoriesRoute = defineRoute({
  method: 'GET',
  url: `${base}/categories`,
  schema: {
    params: issuerDocumentsParamsSchema,
    querystring: issuerDocumentCategoriesQuerySchema,
    response: { 200: z.object({ results: z.array(z.string()) }), ...issuerErrors },
  },
});

/** The company documents page: every document of the caller's companies, newest change first. */
export const companyDocumentsQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_ALL).default(10),
  opportunity_id: z.uuid().optional(),
  doc_class: z.enum(ISSUER_DOCUMENT_CLASSES).optional(),
});
export type CompanyDocumentsQuery = z.input<typeof companyDocumentsQuerySchema>;

export const companyDocumentRowSchema = issuerDocumentSchema.extend({
  opportunity: z.object({ id: z.uuid(), name: z.string(), status: z.string() }),
});
export type CompanyDocumentRow = z.infer<typeof companyDocumentRowSchema>;

export const listCompanyDocumentsRoute = defineRoute({
  method: 'GET',
  url: `${issuerBase}/documents`,
  schema: {
    params: fidParamsSchema,
    querystring: companyDocumentsQuerySchema,
    response: {
      200: z.object({ count: z.number().int(), results: z.array(companyDocumentRowSchema) }),
      ...issuerErrors,
    },
  },
});
