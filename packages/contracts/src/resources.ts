import { RESOURCE_KINDS } from '@dl/domain';
import { z } from 'zod';
import { fidParamsSchema, httpUrl } from './common.ts';
import { engagementErrors as errors, pageOf, pageQuerySchema, requiredText, tenantBase } from './engagement-common.ts';
import { signedLinkSchema } from './files.ts';
import { defineRoute } from './route.ts';

export const resourceKindSchema = z.enum(RESOURCE_KINDS);

/**
 * A document or link the fiduciary shares with its investors. A DOCUMENT carries its file's name
 * and type; its content is read through `GET resources/:id/file` (a signed link).
 */
export const resourceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  kind: resourceKindSchema,
  category: z.string(),
  url: z.string().nullable(),
  /** A DOCUMENT's stored file (read through `GET resources/:id/file`), kept when an edit leaves it. */
  file_id: z.uuid().nullable(),
  file_name: z.string().nullable(),
  mime_type: z.string().nullable(),
  created_on: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resourceListQuerySchema = pageQuerySchema.extend({
  kind: resourceKindSchema.optional(),
  category: z.string().trim().max(100).optional(),
});
export type ResourceListQuery = z.input<typeof resourceListQuerySchema>;
export const resourceListSchema = pageOf(resourceSchema).extend({
  /** Every category the fiduciary uses, for the filter. */
  categories: z.array(z.string()),
});
export type ResourceList = z.infer<typeof resourceListSchema>;

export const listResourcesRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/resources`,
  schema: {
    params: fidParamsSchema,
    querystring: resourceListQuerySchema,
    response: { 200: resourceListSchema, ...errors },
  },
});

/** A short-lived link to a DOCUMENT resource's file (for the PDF viewer or a download). */
export const resourceFileRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/resources/:id/file`,
  schema: {
    params: fidParamsSchema.extend({ id: z.uuid() }),
    response: { 200: z.object({ data: signedLinkSchema }), ...errors },
  },
});

export const createResourceBodySchema = z
  .object({
    title: requiredText('Title', 200),
    description: z.string().trim().max(2000).default(''),
    kind: resourceKindSchema,
    /** A stored file of this fiduciary (from `POST static-assets`), for a DOCUMENT. */
    file_id: z.uuid().optional(),
    url: httpUrl('Address', 2000).optional(),
    category: z.string().trim().min(1).max(100).default('General'),
  })
  .refine((r) => (r.kind === 'DOCUMENT' ? r.file_id && !r.url : r.url && !r.file_id), {
    message: 'A document needs file_id, a link needs url',
    path: ['kind'],
  });
export type CreateResourceBody = z.input<typeof createResourceBodySchema>;

export const createResourceRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/fid-admin/resources`,
  schema: {
    params: fidParamsSchema,
    body: createResourceBodySchema,
    response: { 201: z.object({ data: resourceSchema }), ...errors },
  },
});

const resourceIdParams = fidParamsSchema.extend({ id: z.uuid() });

/** Fiduciary staff (content.publish): replaces a resource's fields, as the create form sends them. */
export const updateResourceRoute = defineRoute({
  method: 'PUT',
  url: `${tenantBase}/fid-admin/resources/:id`,
  schema: {
    params: resourceIdParams,
    body: createResourceBodySchema,
    response: { 200: z.object({ data: resourceSchema }), ...errors },
  },
});

/** Fiduciary staff (content.publish): removes a resource (its stored file stays with the tenant). */
export const deleteResourceRoute = defineRoute({
  method: 'DELETE',
  url: `${tenantBase}/fid-admin/resources/:id`,
  schema: { params: resourceIdParams, response: { 204: z.null(), ...errors } },
});
