import type { HostBranding, HostBrandingOverride, TenantBranding, TenantBrandingValues } from '@dl/contracts';
import type { Executor } from '#api/db/database.ts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { dropSecondaryRule } from '#api/modules/opportunities/index.ts';
import { getPublicBranding } from '#api/modules/tenancy/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { auditData, changedFields } from './branding-changes.ts';
import { toHostOverride, toStoredBranding, toStoredOverride, toTenantBranding } from './provider-branding.mapper.ts';
import {
  findHostBranding,
  findTenantBranding,
  hostsOfTenant,
  lockTenantBranding,
  updateHostBranding,
  updateTenantBranding,
} from './provider-branding.repository.ts';

type Actor = { userId: string };

const HOST_NOT_FOUND = 'This host does not belong to this tenant.';

export async function getTenantBranding(db: Executor, tenantId: string): Promise<TenantBranding> {
  const row = await findTenantBranding(db, tenantId);
  if (!row) throw notFound();
  return toTenantBranding(row, await hostsOfTenant(db, tenantId));
}

/**
 * Saves a tenant's whole branding and audits the fields that changed with the acting provider user
 * (`branding_updated`, on the tenant's chain). Nothing caches the public document or the account
 * branding on the server; the secondary-opportunities rule, which reads the MPID and
 * showSecondaryOpportunities, is dropped for the tenant so its next request sees the change.
 */
export async function saveTenantBranding(
  ctx: AppContext,
  actor: Actor,
  tenantId: string,
  body: TenantBrandingValues,
): Promise<TenantBranding> {
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockTenantBranding(trx, tenantId);
    if (!row) throw notFound();
    const hosts = await hostsOfTenant(trx, tenantId);
    const before = toTenantBranding(row, hosts);
    await updateTenantBranding(trx, tenantId, { name: body.name, mpid: body.mpid, ...toStoredBranding(row, body) });
    const after = await getTenantBranding(trx, tenantId);
    const { tenant_id: _a, hosts: _b, ...beforeDoc } = before;
    const { tenant_id: _c, hosts: _d, ...afterDoc } = after;
    const changes = changedFields(beforeDoc, afterDoc);
    if (changes.length > 0) {
      await recordAudit(trx, {
        fiduciary_id: tenantId,
        actor_user_id: actor.userId,
        kind: 'branding_updated',
        subject: tenantId,
        data: auditData(changes),
      });
    }
    return after;
  });
  dropSecondaryRule(ctx, tenantId);
  return saved;
}

async function hostBranding(db: Executor, tenantId: string, host: string): Promise<HostBranding> {
  const row = await findHostBranding(db, tenantId, host);
  if (!row) throw notFound(HOST_NOT_FOUND);
  return { host: row.host, override: toHostOverride(row.public_branding), document: await getPublicBranding(db, host) };
}

export async function getHostBranding(db: Executor, tenantId: string, host: string): Promise<HostBranding> {
  if (!(await findTenantBranding(db, tenantId))) throw notFound();
  return hostBranding(db, tenantId, host.toLowerCase());
}

/** Saves a host's override of the public document (`host_branding_updated`, on the tenant's chain). */
export async function saveHostBranding(
  ctx: AppContext,
  actor: Actor,
  tenantId: string,
  hostName: string,
  body: HostBrandingOverride,
): Promise<HostBranding> {
  const host = hostName.toLowerCase();
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await lockTenantBranding(trx, tenantId))) throw notFound();
    const row = await findHostBranding(trx, tenantId, host, true);
    if (!row) throw notFound(HOST_NOT_FOUND);
    const stored = toStoredOverride(body);
    await updateHostBranding(trx, tenantId, host, stored);
    const changes = changedFields(toHostOverride(row.public_branding), toHostOverride(stored));
    if (changes.length > 0) {
      await recordAudit(trx, {
        fiduciary_id: tenantId,
        actor_user_id: actor.userId,
        kind: 'host_branding_updated',
        subject: tenantId,
        data: { host, ...auditData(changes) },
      });
    }
    return hostBranding(trx, tenantId, host);
  });
}
