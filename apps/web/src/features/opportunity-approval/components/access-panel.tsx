import type { AccessEntry, SetOpportunityAccessBody } from '@dl/contracts';
import { ACCESS_STATUSES, DEFAULT_PAGE_SIZE, formatDate } from '@dl/domain';
import { Alert, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { type AccessListQuery, useOpportunityAccess, useSetOpportunityAccess } from '../api/opportunity-access.ts';
import { LOAD_FAILED, NO_ACCESS_ROW } from '../lib/labels.ts';
import { InvestorPicker } from './investor-picker.tsx';
import { AccessBadge } from './status-badges.tsx';

type StatusFilter = AccessListQuery['status'];
const STATUS_CHOICES = [
  ...ACCESS_STATUSES.map((s) => ({ value: s, label: s })),
  { value: 'NONE', label: NO_ACCESS_ROW },
];

function changedText(changed: number, status: 'APPROVED' | 'CLOSED'): string {
  const who = changed === 1 ? '1 investor' : `${changed.toLocaleString('en-US')} investors`;
  if (changed === 0) return 'Nothing to change: every investor chosen already has that access.';
  return status === 'APPROVED' ? `Access granted to ${who}.` : `Access closed for ${who}.`;
}

/**
 * Investors' access to one opportunity (spec 4 "Interest or access status"): how many hold each
 * status, grant or close for all, for a tag's investors or for investors chosen one by one, and the
 * list of every investor with their status.
 */
export function AccessPanel({
  fidId,
  opportunityId,
  isClosed,
}: {
  fidId: string;
  opportunityId: string;
  isClosed: boolean;
}) {
  const [table, setTable] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE, ordering: null });
  const [status, setStatus] = useState<StatusFilter>(undefined);
  const [tag, setTag] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const query: AccessListQuery = {
    page: table.page,
    limit: table.limit,
    ...(table.ordering ? { ordering: table.ordering as AccessListQuery['ordering'] } : {}),
    ...(status ? { status } : {}),
  };
  const access = useOpportunityAccess(fidId, opportunityId, query);
  const change = useSetOpportunityAccess(fidId, opportunityId);
  const snackbar = useSnackbar();
  const { confirm, dialog } = useConfirm();

  const run = (body: SetOpportunityAccessBody, after?: () => void) =>
    change.mutate(body, {
      onSuccess: (result) => {
        void snackbar.success(changedText(result.changed, result.status));
        after?.();
      },
    });
  const grantAll = async () => {
    const ok = await confirm({
      title: 'Grant access to all investors',
      message:
        'Every investor of the fund gets access to this opportunity. Investors who declined its NDA keep their answer.',
      confirmLabel: 'Grant access',
    });
    if (ok) run({ status: 'APPROVED', scope: 'ALL' });
  };

  const columns: DataTableColumn<AccessEntry>[] = [
    { key: 'name', header: 'Investor', sortField: 'name', cell: (row) => <Text fw={500}>{row.name}</Text> },
    {
      key: 'tags',
      header: 'Tags',
      cell: (row) => (
        <Group gap={4}>
          {row.tags.map((t) => (
            <Badge key={t} variant="outline" color="gray" tt="none" size="sm">
              {t}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'status', header: 'Access', cell: (row) => <AccessBadge status={row.status} /> },
    { key: 'modified_on', header: 'Changed', sortField: 'modified_on', cell: (row) => formatDate(row.modified_on) },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (row) =>
        row.status === 'APPROVED' ? (
          <Button
            size="xs"
            variant="default"
            aria-label={`Close access for ${row.name}`}
            disabled={change.isPending}
            onClick={() => run({ status: 'CLOSED', scope: 'ENTITIES', entity_ids: [row.entity_id] })}
          >
            Close
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            aria-label={`Grant access to ${row.name}`}
            disabled={change.isPending || isClosed}
            onClick={() => run({ status: 'APPROVED', scope: 'ENTITIES', entity_ids: [row.entity_id] })}
          >
            Grant
          </Button>
        ),
    },
  ];

  const summary = access.data?.summary ?? {};
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Investor access
        </Title>
        <Group gap="xs" aria-label="Investors by access status" role="group">
          {Object.entries(summary).map(([s, n]) => (
            <Badge key={s} variant="light" color="gray" tt="none">
              {s === 'NONE' ? NO_ACCESS_ROW : s}: {n.toLocaleString('en-US')}
            </Badge>
          ))}
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Button onClick={() => void grantAll()} disabled={isClosed || change.isPending}>
            Grant to all investors
          </Button>
          <Select
            label="Investors with the tag"
            placeholder="Choose a tag"
            data={(access.data?.entity_tags ?? []).map((t) => ({ value: t.tag, label: `${t.tag} (${t.count})` }))}
            value={tag}
            onChange={setTag}
            w={{ base: '100%', xs: 220 }}
            nothingFoundMessage="No investor follows a tag yet"
          />
          <Button
            variant="light"
            disabled={!tag || isClosed || change.isPending}
            onClick={() => tag && run({ status: 'APPROVED', scope: 'TAG', tag })}
          >
            Grant to tag
          </Button>
          <Button
            variant="default"
            disabled={!tag || change.isPending}
            onClick={() => tag && run({ status: 'CLOSED', scope: 'TAG', tag })}
          >
            Close for tag
          </Button>
          <Button variant="default" onClick={() => setPicking(true)}>
            Choose investors
          </Button>
        </Group>
        {change.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(change.error, 'Failed to update item')}
          </Alert>
        )}
        <Select
          label="Show"
          placeholder="Every status"
          data={STATUS_CHOICES}
          value={status ?? null}
          onChange={(value) => {
            setStatus((value ?? undefined) as StatusFilter);
            setTable((t) => ({ ...t, page: 1 }));
          }}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        {access.isError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(access.error, LOAD_FAILED)}
          </Alert>
        ) : (
          <DataTable
            caption="Investor access"
            columns={columns}
            rows={access.data?.results ?? []}
            total={access.data?.count ?? 0}
            getRowKey={(row) => row.entity_id}
            query={table}
            onQueryChange={setTable}
            loading={access.isFetching}
            minWidth={640}
          />
        )}
      </Stack>
      {dialog}
      <InvestorPicker
        fidId={fidId}
        opportunityId={opportunityId}
        opened={picking}
        onClose={() => setPicking(false)}
        busy={change.isPending}
        onApply={(ids, s) => run({ status: s, scope: 'ENTITIES', entity_ids: ids }, () => setPicking(false))}
      />
    </Card>
  );
}
