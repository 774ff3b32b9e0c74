import type { AuditRow } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE, formatDateTime } from '@dl/domain';
import { Alert, Button, Code, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useAuditLog, useChains, useVerifyChain } from '../api/operations.ts';

const COLUMNS: DataTableColumn<AuditRow>[] = [
  { key: 'id', header: 'Row', cell: (r) => <Code>{r.id}</Code> },
  { key: 'when', header: 'When', cell: (r) => formatDateTime(r.created_on) },
  { key: 'kind', header: 'Event', cell: (r) => <Text size="sm">{r.kind}</Text> },
  { key: 'actor', header: 'By', cell: (r) => <Text size="sm">{r.actor?.email ?? 'System'}</Text> },
  {
    key: 'data',
    header: 'Data',
    cell: (r) => (
      <Text size="xs" ff="monospace" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {JSON.stringify(r.data)}
      </Text>
    ),
  },
];

/**
 * A chain of the hash-chained audit log (the platform's or a tenant's) with filters, and Verify chain:
 * every row's hash recomputed from its content and its link to the row before; the first altered or
 * missing row is named.
 */
export function AuditPanel() {
  const chains = useChains();
  const [chain, setChain] = useState('');
  const [kind, setKind] = useState('');
  const [actor, setActor] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [filters] = useDebouncedValue({ kind: kind.trim(), actor: actor.trim() }, 300);
  const log = useAuditLog({
    page: paging.page,
    limit: paging.limit,
    tenant_id: chain || undefined,
    kind: filters.kind || undefined,
    actor: filters.actor || undefined,
    from: from || undefined,
    to: to || undefined,
  });
  const verify = useVerifyChain();
  const result = verify.data;
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Chain"
          data={chains.data ?? [{ value: '', label: 'Platform (outside any tenant)' }]}
          value={chain}
          allowDeselect={false}
          searchable
          onChange={(v) => {
            setChain(v ?? '');
            verify.reset();
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <TextInput
          label="Event"
          placeholder="e.g. tenant_created"
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value)}
        />
        <TextInput
          label="By"
          placeholder="Part of an e-mail"
          value={actor}
          onChange={(e) => setActor(e.currentTarget.value)}
        />
        <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        <Button
          leftSection={<IconShieldCheck size={16} aria-hidden />}
          loading={verify.isPending}
          onClick={() => verify.mutate(chain || undefined)}
        >
          Verify chain
        </Button>
      </Group>
      {verify.isError && (
        <Alert color="red" role="alert">
          {errorText(verify.error, 'The chain could not be checked.')}
        </Alert>
      )}
      {result && !result.broken && (
        <Alert color="green" role="status" title="The chain is intact">
          {result.checked} rows checked: every hash matches its row and every row links to the one before.
        </Alert>
      )}
      {result?.broken && (
        <Alert color="red" role="alert" title="The chain is broken">
          Row <Code>{result.broken.id}</Code>{' '}
          {result.broken.reason === 'hash'
            ? 'was altered: its hash no longer matches its content.'
            : 'does not link to the row before it: a row was removed or inserted.'}{' '}
          {result.checked} rows before it are intact.
        </Alert>
      )}
      {log.isError && (
        <Alert color="red" role="alert">
          {errorText(log.error, 'The audit log could not be loaded.')}
        </Alert>
      )}
      <DataTable
        caption="Audit log"
        columns={COLUMNS}
        rows={log.data?.results ?? []}
        total={log.data?.count ?? 0}
        getRowKey={(r) => r.id}
        query={paging}
        onQueryChange={setPaging}
        loading={log.isFetching}
        emptyText="No audit row matches."
        minWidth={860}
      />
    </Stack>
  );
}
