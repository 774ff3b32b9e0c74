import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_ALL } from '@dl/domain';

// Every error answer's schema lives with the catalogue of domain reasons; the route files import it here.
export { type ApiError, errorSchema } from './errors.ts';

export const fidParamsSchema = z.object({ fidId: z.uuid() });

/** List convention of spec 7: page, limit, ordering (leading minus for descending) plus filters. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
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
