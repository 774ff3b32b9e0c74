import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_ALL } from '@dl/domain';

/** Every error answer: a text fit to show, and a stable machine code. */
export const errorSchema = z.object({ detail: z.string(), code: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

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
