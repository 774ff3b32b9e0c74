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
