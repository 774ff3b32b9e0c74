import { z } from 'zod';

/**
 * The last page number a list accepts. A page's offset, (page - 1) x limit, then stays far inside
 * the integers a JS number and PostgreSQL's bigint hold, whatever the limit (at most 10,000,000):
 * `?page=9007199254740991&limit=10000000` once answered 500.
 */
const MAX_PAGE = 100_000_000;

/** The `page` of every paged list (1-based). */
export const pageSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE, 'Page should be at most 100,000,000.')
  .default(1);
