import { USER_COUNT_CAP } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE } from '@dl/domain';
import { Alert, Card, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useUserList } from '../api/users.ts';
import { searchWithUserFilters, type UserFilters, userFiltersFrom, userListQuery } from '../lib/user-filters.ts';
import { LOAD_FAILED } from '../lib/texts.ts';
import { PHONE_USER_COLUMNS, USER_COLUMNS } from './user-columns.tsx';
import { UserFilterBar } from './user-filter-bar.tsx';

/** Users of every tenant: search and tenant in the address, the kit's paged table. */
export function UserDirectory() {
  const [search, setSearch] = useSearchParams();
  const filters = userFiltersFrom(search);
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const list = useUserList(userListQuery(filters, paging));
  const filtered = Boolean(filters.search || filters.tenant_id);

  const applyFilters = (next: UserFilters) => {
    setSearch(searchWithUserFilters(search, next), { replace: true });
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <Stack gap="md">
      <Card withBorder padding="md" radius="md">
        <UserFilterBar filters={filters} onChange={applyFilters} />
      </Card>
      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(list.error, LOAD_FAILED)}
        </Alert>
      )}
      {list.data?.count_capped && (
        <Alert color="blue" variant="light" role="status">
          More than {USER_COUNT_CAP.toLocaleString('en-US')} users match. Only the first{' '}
          {USER_COUNT_CAP.toLocaleString('en-US')} are paged: narrow the search or choose a tenant.
        </Alert>
      )}
      <DataTable
        caption="Users"
        columns={isPhone ? PHONE_USER_COLUMNS : USER_COLUMNS}
        rows={list.data?.results ?? []}
        total={list.data?.count ?? 0}
        getRowKey={(row) => row.id}
        query={paging}
        onQueryChange={setPaging}
        loading={list.isFetching}
        emptyText={filtered ? 'No user matches. Change or clear the filters.' : 'No users yet.'}
        minWidth={isPhone ? 300 : 900}
      />
    </Stack>
  );
}
