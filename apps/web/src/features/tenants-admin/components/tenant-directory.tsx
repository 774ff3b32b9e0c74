import { DEFAULT_PAGE_SIZE } from '@dl/domain';
import { Alert, Card, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useTenantList } from '../api/tenants.ts';
import { LOAD_FAILED } from '../lib/labels.ts';
import {
  searchWithTenantFilters,
  type TenantFilters,
  tenantFiltersFrom,
  tenantListQuery,
} from '../lib/tenant-filters.ts';
import { NewTenant } from './new-tenant.tsx';
import { PHONE_TENANT_COLUMNS, TENANT_COLUMNS } from './tenant-columns.tsx';
import { TenantFilterBar } from './tenant-filter-bar.tsx';

/**
 * The provider's tenants: search and status in the address, name and created ordering, the kit's
 * paged table; New tenant for `tenants.manage`.
 */
export function TenantDirectory() {
  const [search, setSearch] = useSearchParams();
  const filters = tenantFiltersFrom(search);
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE, ordering: 'name' });
  const canManage = useCan('tenants.manage');
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const list = useTenantList(tenantListQuery(filters, paging));
  const filtered = Boolean(filters.search || filters.status);

  const applyFilters = (next: TenantFilters) => {
    setSearch(searchWithTenantFilters(search, next), { replace: true });
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <Stack gap="md">
      {canManage && (
        <Group justify="flex-end">
          <NewTenant />
        </Group>
      )}
      <Card withBorder padding="md" radius="md">
        <TenantFilterBar filters={filters} onChange={applyFilters} />
      </Card>
      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(list.error, LOAD_FAILED)}
        </Alert>
      )}
      <DataTable
        caption="Tenants"
        columns={isPhone ? PHONE_TENANT_COLUMNS : TENANT_COLUMNS}
        rows={list.data?.results ?? []}
        total={list.data?.count ?? 0}
        getRowKey={(row) => row.id}
        query={paging}
        onQueryChange={setPaging}
        loading={list.isFetching}
        emptyText={filtered ? 'No tenant matches. Change or clear the filters.' : 'No tenants yet.'}
        minWidth={isPhone ? 300 : 940}
      />
    </Stack>
  );
}
