import { type TenantRow, tenantRowSchema } from '@dl/contracts';

export const TENANT_ID = '5a1b2c3d-4e5f-4a60-8b7c-9d0e1f2a3b4c';

/** A tenant as `GET admin/tenants/:tenantId` answers it: active, two hosts, some files. */
export function tenantRow(overrides: Partial<TenantRow> = {}): TenantRow {
  return tenantRowSchema.parse({
    id: TENANT_ID,
    slug: 'harbor',
    name: 'Harbor Fiduciary',
    mpid: 'HRBR',
    hosts: ['harbor.example.com', 'invest.harbor.example.com', 'old.harbor.example.com'],
    status: 'ACTIVE',
    suspended_on: null,
    suspend_reason: null,
    created_on: '2026-03-02T15:00:00Z',
    counts: { users: 1234, investors: 310, opportunities: 12, open_deals: 4, storage_bytes: '1610612736' },
    ...overrides,
  });
}
