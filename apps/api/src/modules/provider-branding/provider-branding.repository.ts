import type { Executor } from '#api/db/database.ts';

/** Kysely queries of a tenant's branding (issue 18 point 3); the provider's own home is not a tenant. */

const TENANT_COLUMNS = ['id', 'name', 'mpid', 'branding', 'settings', 'public_branding'] as const;

export type TenantBrandingRow = Awaited<ReturnType<typeof findTenantBranding>> & object;

export function findTenantBranding(db: Executor, tenantId: string) {
  return db
    .selectFrom('fiduciary')
    .select([...TENANT_COLUMNS])
    .where('id', '=', tenantId)
    .where('is_provider', '=', false)
    .executeTakeFirst();
}

/** The same row, locked until the transaction ends: two saves of one tenant audit one after the other. */
export function lockTenantBranding(db: Executor, tenantId: string) {
  return db
    .selectFrom('fiduciary')
    .select([...TENANT_COLUMNS])
    .where('id', '=', tenantId)
    .where('is_provider', '=', false)
    .forUpdate()
    .executeTakeFirst();
}

export async function hostsOfTenant(db: Executor, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('fiduciary_host')
    .select('host')
    .where('fiduciary_id', '=', tenantId)
    .orderBy('host')
    .execute();
  return rows.map((r) => r.host);
}

export function updateTenantBranding(
  db: Executor,
  tenantId: string,
  values: { name: string; mpid: string | null; branding: object; settings: object; public_branding: object },
) {
  return db
    .updateTable('fiduciary')
    .set({
      name: values.name,
      mpid: values.mpid,
      branding: JSON.stringify(values.branding),
      settings: JSON.stringify(values.settings),
      public_branding: JSON.stringify(values.public_branding),
    })
    .where('id', '=', tenantId)
    .execute();
}

/** One host of the tenant with its override, locked when `forUpdate`; undefined for another tenant's host. */
export function findHostBranding(db: Executor, tenantId: string, host: string, forUpdate = false) {
  return db
    .selectFrom('fiduciary_host')
    .select(['host', 'public_branding'])
    .where('fiduciary_id', '=', tenantId)
    .where('host', '=', host)
    .$if(forUpdate, (q) => q.forUpdate())
    .executeTakeFirst();
}

export function updateHostBranding(db: Executor, tenantId: string, host: string, override: object) {
  return db
    .updateTable('fiduciary_host')
    .set({ public_branding: JSON.stringify(override) })
    .where('fiduciary_id', '=', tenantId)
    .where('host', '=', host)
    .execute();
}

/** Marks an upload as a logo: from now on it is served to anyone. */
export async function insertBrandingImage(db: Executor, row: { file_id: string; fiduciary_id: string }) {
  await db.insertInto('branding_image').values(row).execute();
}
