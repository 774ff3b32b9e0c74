import type { AppContext } from '#api/lib/context.ts';
import { pingDatabase } from './health.repository.ts';

/** Whether the database answers; the health route maps it to 200 or 503. */
export async function isDatabaseUp(ctx: AppContext): Promise<boolean> {
  try {
    await pingDatabase(ctx.db);
    return true;
  } catch {
    return false;
  }
}
