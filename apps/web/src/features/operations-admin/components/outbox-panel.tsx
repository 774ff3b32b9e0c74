import type { OutboxRow } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE, formatDateTime } from '@dl/domain';
import { Alert, Badge, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { type OutboxQuery, useOutbox } from '../api/operations.ts';

const STATUS_COLOR = { PENDING: 'blue', SENT: 'green', LOGGED: 'gray', FAILED: 'red' } as const;

const COLUMNS: DataTableColumn<OutboxRow>[] = [
  {
    key: 'to',
    header: 'To',
    cell: (r) => (
      <Stack gap={0}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {r.to_address}
        </Text>
        <Text size="xs" c="dimmed">
          {r.subject}
        </Text>
      </Stack>
    ),
  },
  { key: 'kind', header: 'Kind', cell: (r) => <Text size="sm">{r.kind}</Text> },
  {
    key: 'status',
    header: 'Status',
    cell: (r) => (
      <Stack gap={2}>
        <Badge variant="dot" tt="none" color={STATUS_COLOR[r.status]}>
          {r.status}
        </Badge>
        {r.last_error && (
          <Text size="xs" c="red.9">
            {r.last_error}
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'attempts', header: 'Attempts', align: 'right', cell: (r) => r.attempts },
  { key: 'created', header: 'Queued', cell: (r) => formatDateTime(r.created_on) },
  { key: 'sent', header: 'Sent', cell: (r) => (r.sent_on ? formatDateTime(r.sent_on) : '—') },
];

/** The e-mail outbox: what was queued, sent, logged (no SMTP) or failed; never the bodies, which carry links. */
export function OutboxPanel() {
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [status, setStatus] = useState<OutboxQuery['status']>(undefined);
  const [to, setTo] = useState('');
  const [debouncedTo] = useDebouncedValue(to.trim(), 300);
  const outbox = useOutbox({ page: paging.page, limit: paging.limit, status, to: debouncedTo || undefined });
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Recipient"
          placeholder="Part of the address"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={['PENDING', 'SENT', 'LOGGED', 'FAILED']}
          value={status ?? null}
          onChange={(v) => {
            setStatus((v as OutboxQuery['status']) ?? undefined);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
      </Group>
      {outbox.isError && (
        <Alert color="red" role="alert">
          {errorText(outbox.error, 'The outbox could not be loaded.')}
        </Alert>
      )}
      <DataTable
        caption="E-mail outbox"
        columns={COLUMNS}
        rows={outbox.data?.results ?? []}
        total={outbox.data?.count ?? 0}
        getRowKey={(r) => r.id}
        query={paging}
        onQueryChange={setPaging}
        loading={outbox.isFetching}
        emptyText="No e-mail matches."
        minWidth={820}
      />
    </Stack>
  );
}
