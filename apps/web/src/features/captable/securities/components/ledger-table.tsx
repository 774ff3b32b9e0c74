import type { LedgerTxRow } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE, formatDate, formatDateTime } from '@dl/domain';
import { Alert, Anchor, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DateField } from '#web/components/inputs/date-inputs/index.ts';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useLedger } from '../api/views.ts';
import { bodyText } from '../lib/body-text.ts';
import { capHref } from '../lib/hrefs.ts';
import { LOAD_FAILED, TX_TYPE_LABELS, txTypeLabel } from '../lib/labels.ts';
import { useUrlFilters } from '../lib/url-filters.ts';
import { type CapParams, CsvButton } from '#web/features/captable/core/index.ts';

const TYPE_OPTIONS = [
  { value: '', label: 'All' },
  ...Object.entries(TX_TYPE_LABELS).map(([value, label]) => ({ value, label })),
];
/** Shown in columns of their own. */
const LEDGER_COLUMNS = ['id', 'date', 'securityId'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function columns(issuerId: string): DataTableColumn<LedgerTxRow>[] {
  return [
    { key: 'seq', header: 'No.', align: 'right', cell: (r) => r.seq },
    { key: 'date', header: 'Date', cell: (r) => formatDate(r.date) },
    { key: 'type', header: 'Transaction', cell: (r) => txTypeLabel(r.type) },
    {
      key: 'security',
      header: 'Security',
      cell: (r) =>
        r.security_id ? (
          <Anchor component={Link} to={capHref('CapTable.Security', issuerId, { securityId: r.security_id })}>
            {r.security_id}
          </Anchor>
        ) : (
          '—'
        ),
    },
    { key: 'body', header: 'Details', cell: (r) => bodyText(r.body, LEDGER_COLUMNS) },
    { key: 'actor', header: 'Recorded by', cell: (r) => r.actor_name ?? '—' },
    { key: 'created_on', header: 'Recorded on', cell: (r) => formatDateTime(r.created_on) },
  ];
}

/**
 * The append-only ledger (CAPTABLE 4): every transaction in order, filtered by type, security and
 * dates, the filters kept in the address.
 */
export function LedgerTable({ params }: { params: CapParams }) {
  const filters = useUrlFilters(['type', 'security_id', 'from', 'to'] as const);
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE, ordering: null });
  const { type, security_id, from, to } = filters.values;
  const query = useMemo(
    () => ({
      page: paging.page,
      itemsPerPage: paging.limit,
      ...(type ? { type } : {}),
      ...(security_id ? { security_id } : {}),
      ...(ISO_DATE.test(from) ? { from } : {}),
      ...(ISO_DATE.test(to) ? { to } : {}),
    }),
    [paging, type, security_id, from, to],
  );
  const ledger = useLedger(params, query);
  const set = (key: 'type' | 'security_id' | 'from' | 'to', value: string) => {
    filters.set(key, value);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const filtered = Boolean(type || security_id || from || to);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Type"
            data={TYPE_OPTIONS}
            value={type}
            onChange={(e) => set('type', e.currentTarget.value)}
            w={220}
          />
          <TextInput
            label="Security"
            placeholder="For example CS-1"
            defaultValue={security_id}
            onBlur={(e) => set('security_id', e.currentTarget.value.trim())}
            onKeyDown={(e) => {
              if (e.key === 'Enter') set('security_id', e.currentTarget.value.trim());
            }}
            w={160}
          />
          <DateField label="From" value={from || null} onChange={(d) => set('from', d ?? '')} clearable w={170} />
          <DateField label="To" value={to || null} onChange={(d) => set('to', d ?? '')} clearable w={170} />
        </Group>
        <CsvButton params={params} table="ledger" label="Ledger CSV" />
      </Group>
      {ledger.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(ledger.error, LOAD_FAILED)}
        </Alert>
      )}
      <DataTable
        caption="Transaction ledger"
        columns={columns(params.issuerId)}
        rows={ledger.data?.results ?? []}
        total={ledger.data?.count ?? 0}
        getRowKey={(r) => r.id}
        query={paging}
        onQueryChange={setPaging}
        loading={ledger.isFetching}
        emptyText={
          filtered
            ? 'No transactions match. Change or clear the filters to see more.'
            : 'No transactions yet: creating a class, a plan or issuing a security records the first one.'
        }
        minWidth={960}
      />
    </Stack>
  );
}
