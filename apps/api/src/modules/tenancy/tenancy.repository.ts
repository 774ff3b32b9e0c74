import type { Executor } from '#api/db/database.ts';

/** The fiduciary's name, MPID and stored branding. */
export function findFiduciaryBranding(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('fiduciary')
    .select(['name', 'mpid', 'branding'])
    .where('id', '=', fiduciaryId)
    .executeTakeFirst();
}

/**
 * The public branding and settings of the fiduciary that owns the host (lower-cased by the caller),
 * with the host's own override.
 */
export function findBrandingByHost(db: Executor, host: string) {
  return db
    .selectFrom('fiduciary_host as h')
    .innerJoin('fiduciary as f', 'f.id', 'h.fiduciary_id')
    .select([
      'f.id',
      'f.branding',
      'f.public_branding',
      'f.settings',
      'f.suspended_on',
      'h.public_branding as host_branding',
    ])
    .where('h.host', '=', host)
    .executeTakeFirst();
}

/** An uploaded logo (a branding image, never any other stored file), to serve without a token. */
export function findBrandingImage(db: Executor, fileId: string) {
  return db
    .selectFrom('branding_image as b')
    .innerJoin('stored_file as s', 's.id', 'b.file_id')
    .select(['s.mime_type', 's.size', 's.storage_key'])
    .where('b.file_id', '=', fileId)
    .executeTakeFirst();
}

/** A tenant's name and settings (for its public contact); never the provider's home. */
export function findTenantContact(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('fiduciary')
    .select(['name', 'settings'])
    .where('id', '=', fiduciaryId)
    .where('is_provider', '=', false)
    .executeTakeFirst();
}
