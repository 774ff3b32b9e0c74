import { DEFAULT_PAGE_SIZE, PAGE_SIZE_ALL } from '@dl/domain';
import { z } from 'zod';
import { pageSchema } from './paging.ts';
import { errorSchema } from './common.ts';
import { API_PREFIX } from './route.ts';

/** Shared bits of the meetings, events, resources and service-request contracts (ADR 0019). */
export const tenantBase = `${API_PREFIX}/fid/:fidId`;
export const engagementErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

/** Spec 7 list convention (page, limit) with the spec 9 page sizes. */
export const pageQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_ALL).default(DEFAULT_PAGE_SIZE),
});

/** Lists answer `{count, results}` (spec 7). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ count: z.number().int(), results: z.array(item) });
}

/** A required, trimmed text with a readable message. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} should be at most ${max} characters`);
}
