import { FILE_TYPE_GROUPS } from '@dl/domain';
import { z } from 'zod';
import { errorSchema, fidParamsSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';

const groups = Object.keys(FILE_TYPE_GROUPS) as [keyof typeof FILE_TYPE_GROUPS, ...(keyof typeof FILE_TYPE_GROUPS)[]];

export const uploadResultSchema = z.object({
  /** Where the file is read back (GET, with the bearer token). */
  url: z.string(),
  id: z.uuid(),
  name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/**
 * `POST static-assets` (spec 7): multipart with one `file` field. `group` names the allowed type
 * group (spec 9); the type is checked by content, the size against MAX_UPLOAD_BYTES.
 */
export const uploadStaticAssetRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/:fidId/static-assets`,
  schema: {
    params: fidParamsSchema,
    querystring: z.object({ group: z.enum(groups).default('all_docs') }),
    response: { 201: uploadResultSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 413: errorSchema },
  },
});

export const getStaticAssetRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/static-assets/:fileId`,
  schema: {
    params: fidParamsSchema.extend({ fileId: z.uuid() }),
    response: { 401: errorSchema, 404: errorSchema },
  },
});

/** A short-lived link to one stored file, for readers that cannot send a bearer header (the PDF viewer). */
export const signedLinkSchema = z.object({ url: z.string(), expires_on: z.string() });
export type SignedLink = z.infer<typeof signedLinkSchema>;

/**
 * Reads a file through a signed link: no bearer header; `expires` (unix seconds) and `signature`
 * (HMAC of the file id and the expiry) are checked instead. An expired or altered link answers 404.
 */
export const getSignedFileRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/signed-files/:fileId`,
  schema: {
    params: z.object({ fileId: z.uuid() }),
    querystring: z.object({
      expires: z.coerce.number().int().positive(),
      signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    }),
    response: { 400: errorSchema, 404: errorSchema },
  },
});
