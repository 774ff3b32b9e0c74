import type { stakeholderOwnershipSchema } from '@dl/contracts';
import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { type FdDefinition, useStakeholderOwnership } from '../api/views.ts';
import { formatPercent, formatShares, roundingText } from '../lib/format.ts';
import { KIND_LABELS, LOAD_FAILED, type SecurityKind } from '../lib/labels.ts';
import type { CapParams } from '#web/features/captable/core/index.ts';

type Row = z.infer<typeof stakeholderOwnershipSchema>;

const byKind = (r: Row) =>
  Object.entries(r.by_kind)
    .map(([k, v]) => `${KIND_LABELS[k as SecurityKind] ?? k} ${formatShares(v)}`)
    .join(' · ') || '—';

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Stakeholder', cell: (r) => r.name },
  { key: 'outstanding', header: 'Outstanding', align: 'right', cell: (r) => formatShares(r.outstanding) },
  { key: 'fd', header: 'Fully diluted', align: 'right', cell: (r) => formatShares(r.fully_diluted) },
  { key: 'pct', header: '% fully diluted', align: 'right', cell: (r) => formatPercent(r.percent_fully_diluted) },
  { key: 'kinds', header: 'Holdings by kind', cell: byKind },
];

/** The stakeholders by fully-diluted ownership (largest first), paged on the server. */
export function TopStakeholders({ params, definition }: { params: CapParams; definition: FdDefinition }) {
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: 10, ordering: null });
  const rows = useStakeholderOwnership(params, { page: paging.page, itemsPerPage: paging.limit, definition });
  return (
    <>
      {rows.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(rows.error, LOAD_FAILED)}
        </Alert>
      )}
      <DataTable
        caption="Top stakeholders"
        columns={COLUMNS}
        rows={rows.data?.results ?? []}
        total={rows.data?.count ?? 0}
        getRowKey={(r) => r.stakeholder_id}
        query={paging}
        onQueryChange={setPaging}
        loading={rows.isFetching}
        emptyText="No stakeholder holds anything yet."
        minWidth={720}
      />
      {rows.data && (
        <Text size="xs" c="dimmed">
          Percentages: {roundingText(rows.data.rounding)}
        </Text>
      )}
    </>
  );
}
