import type { TenantRow } from '@dl/contracts';
import type { TenantRowData } from './provider-tenants.repository.ts';

const int = (value: string | undefined) => Number(value ?? 0);

/** A tenant row for the wire; counts default to zero, storage stays a decimal string. */
export function toTenantRow(
  row: TenantRowData,
  hosts: readonly string[],
  counts: Record<string, string> | undefined,
): TenantRow {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    mpid: row.mpid,
    hosts: [...hosts],
    status: row.suspended_on ? 'SUSPENDED' : 'ACTIVE',
    suspended_on: row.suspended_on ? row.suspended_on.toISOString() : null,
    suspend_reason: row.suspend_reason,
    created_on: row.created_on.toISOString(),
    counts: {
      users: int(counts?.users),
      investors: int(counts?.investors),
      opportunities: int(counts?.opportunities),
      open_deals: int(counts?.open_deals),
      storage_bytes: counts?.storage_bytes ?? '0',
    },
  };
}
