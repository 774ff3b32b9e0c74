import type { vestingOverviewRoute } from '@dl/contracts';
import { captable } from '@dl/domain';
import { Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { InvestmentChart } from '#web/components/display/charts/index.ts';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { CAP_PAGE_SIZES, day, shares } from '#web/features/captable/setup/index.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useVestingOverview } from '../api/holders-api.ts';
import { chartRows, shareCount } from '../lib/chart.ts';
import { type CapParams, CsvButton, LoadError } from '#web/features/captable/core/index.ts';

type Grant = z.infer<(typeof vestingOverviewRoute.schema.response)[200]>['grants']['results'][number];

/** Vested against granted shares month by month across every grant, and each grant's vesting today. */
export function VestingView({ params }: { params: CapParams }) {
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 25 });
  const overview = useVestingOverview(params, { page: query.page, itemsPerPage: query.limit });
  if (overview.isError) return <LoadError error={overview.error} />;
  if (overview.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading vesting">
        <Skeleton height={280} />
        <Skeleton height={40} />
      </Stack>
    );
  const { series, grants, rounding } = overview.data;
  const columns: DataTableColumn<Grant>[] = [
    {
      key: 'id',
      header: 'Grant',
      cell: (g) => (
        <Anchor
          component={Link}
          to={hrefFor('CapTable.Security', { securityId: g.id }, { company: params.issuerId })}
          size="sm"
          fw={600}
        >
          {g.id}
        </Anchor>
      ),
    },
    { key: 'holder', header: 'Stakeholder', cell: (g) => g.stakeholder_name ?? '—' },
    { key: 'kind', header: 'Kind', cell: (g) => captable.SECURITY_KIND_LABELS[g.kind] },
    { key: 'quantity', header: 'Granted', align: 'right', cell: (g) => shares(g.quantity) },
    { key: 'vested', header: 'Vested today', align: 'right', cell: (g) => shares(g.vested_today.value) },
    {
      key: 'next',
      header: 'Next vesting',
      cell: (g) => (g.next_vesting_date ? day(g.next_vesting_date) : 'Fully vested'),
    },
  ];
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <InvestmentChart
          type="line"
          title="Vested and granted shares over time"
          description={`Month by month across every grant. ${rounding}`}
          data={chartRows(series)}
          dataKey="date"
          dataKeyLabel="Month"
          series={[
            { name: 'granted', label: 'Granted' },
            { name: 'vested', label: 'Vested' },
          ]}
          valueFormatter={shareCount}
        />
      </Card>
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed">
          {rounding}
        </Text>
        <CsvButton params={params} table="vesting" />
      </Group>
      <DataTable
        caption="Grants and their vesting"
        columns={columns}
        rows={grants.results}
        total={grants.count}
        getRowKey={(g) => g.id}
        query={query}
        onQueryChange={setQuery}
        loading={overview.isFetching}
        pageSizes={CAP_PAGE_SIZES}
        minWidth={720}
        emptyText="No grant with a vesting schedule yet. Grants vest once they are issued with a schedule."
      />
    </Stack>
  );
}
