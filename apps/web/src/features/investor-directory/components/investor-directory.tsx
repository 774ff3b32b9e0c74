import type { InvestorFilters } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE } from '@dl/domain';
import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { showSnackbar } from '#web/lib/snackbar.ts';
import { downloadInvestorsCsv } from '../api/export-investors.ts';
import { useInvestorList } from '../api/investors.ts';
import { filtersFromSearch, searchWithFilters } from '../lib/investor-filters.ts';
import { ImportInvitations } from './import-invitations.tsx';
import { InviteInvestor } from './invite-investor.tsx';
import { investorColumns, phoneInvestorColumns } from './investor-columns.tsx';
import { InvestorFilterBar } from './investor-filter-bar.tsx';

/**
 * The fund-admin investors list: filters in the address (the dashboard's cards land on
 * `?invitation_status=`), the kit's paged table (spec 9 page sizes, 'No data'), CSV export, and for
 * `invitations.manage` Invite, Import CSV, Resend and Revoke.
 */
export function InvestorDirectory({ fidId }: { fidId: string }) {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE, ordering: null });
  const canManage = useCan('invitations.manage');
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [exporting, setExporting] = useState(false);
  const list = useInvestorList(fidId, {
    ...filters,
    page: paging.page,
    limit: paging.limit,
    ...(paging.ordering ? { ordering: paging.ordering as never } : {}),
  });

  const applyFilters = (next: InvestorFilters) => {
    setSearch(searchWithFilters(search, next), { replace: true });
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadInvestorsCsv(fidId, filters);
    } catch (error) {
      showSnackbar({ text: errorText(error, 'Failed to load data'), color: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={exportCsv}
          loading={exporting}
        >
          Export CSV
        </Button>
        {canManage && <ImportInvitations fidId={fidId} />}
        {canManage && <InviteInvestor fidId={fidId} />}
      </Group>
      <Card withBorder padding="md" radius="md">
        <InvestorFilterBar filters={filters} onChange={applyFilters} />
      </Card>
      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(list.error, 'Failed to load data')}
        </Alert>
      )}
      <DataTable
        caption="Investors"
        columns={isPhone ? phoneInvestorColumns(fidId, canManage) : investorColumns(fidId, canManage)}
        rows={list.data?.results ?? []}
        total={list.data?.count ?? 0}
        getRowKey={(row) => row.id}
        query={paging}
        onQueryChange={setPaging}
        loading={list.isFetching}
        minWidth={isPhone ? 300 : 960}
      />
    </Stack>
  );
}
