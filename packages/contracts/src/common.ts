import { z } from 'zod';
import { pageSchema } from './paging.ts';
import { DEFAULT_PAGE_SIZE, isHttpUrl, MESSAGES, PAGE_SIZE_ALL } from '@dl/domain';

// Every error answer's schema lives with the catalogue of domain reasons; the route files import it here.
export { type ApiError, errorSchema } from './errors.ts';

export const fidParamsSchema = z.object({ fidId: z.uuid() });

/** List convention of spec 7: page, limit, ordering (leading minus for descending) plus filters. */
export const listQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_ALL).default(DEFAULT_PAGE_SIZE),
  ordering: z.string().max(64).optional(),
});

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    results: z.array(item),
    /** Opaque keyset cursor for the page after this one; null on the last page. */
    next: z.string().nullable(),
  });
}

export const detailSchema = z.object({ detail: z.string() });

/** The largest address a URL field stores. */
export const URL_MAX = 2048;

/**
 * Every field of the contracts that holds a web address uses this schema (url-fields.test.ts walks
 * the routes to keep it so): an absolute http(s) URL, trimmed, refused with spec 5's "{field} is not
 * url". Callers add `.nullable()` or `.optional()`.
 */
export const httpUrl = (label: string, max = URL_MAX) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.max(max))
    .refine((v) => isHttpUrl(v), MESSAGES.url(label));

/** Where an uploaded public image (logos, backgrounds) is read back: a path of this site. */
export const UPLOADED_IMAGE_PATH =
  /^\/api\/v1\/public\/branding-images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A field that holds an image uploaded to this site (never an outside address, which could track readers). */
export const uploadedImagePath = (label: string) =>
  z.string().max(500).regex(UPLOADED_IMAGE_PATH, `${label} should be an uploaded image`);
