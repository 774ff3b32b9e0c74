import type { Executor } from '#api/db/database.ts';

/** The fiduciary's name, MPID and stored branding. */
export function findFiduciaryBranding(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('fiduciary')
    .select(['name', 'mpid', 'branding'])
    .where('id', '=', fiduciaryId)
    .executeTakeFirst();
}

/** The public branding and settings of the fiduciary that owns the host (lower-cased by the caller). */
export function findBrandingByHost(db: Executor, host: string) {
  return db
    .selectFrom('fiduciary_host as h')
    .innerJoin('fiduciary as f', 'f.id', 'h.fiduciary_id')
    .select(['f.id', 'f.public_branding', 'f.settings', 'f.suspended_on'])
    .where('h.host', '=', host)
    .executeTakeFirst();
}
