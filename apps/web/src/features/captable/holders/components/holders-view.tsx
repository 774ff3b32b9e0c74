import type { holderSchema } from '@dl/contracts';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { CAP_PAGE_SIZES, day } from '#web/features/captable/setup/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useHolders, useInviteHolder } from '../api/holders-api.ts';
import { type CapParams, CsvButton, LoadError } from '#web/features/captable/core/index.ts';

type Holder = z.infer<typeof holderSchema>;

const STATUS: Record<Holder['status'], { label: string; color: string }> = {
  not_invited: { label: 'Not invited', color: 'gray' },
  invited: { label: 'Invited', color: 'orange' },
  active: { label: 'Active', color: 'green' },
};

/**
 * The stakeholders as holders of the portal: whether each was invited and signed in. Administrators
 * invite them (the person gets the holder role for this company); a refusal is shown in the server's words.
 */
export function HoldersView({ params, canInvite }: { params: CapParams; canInvite: boolean }) {
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 25 });
  const holders = useHolders(params, { page: query.page, itemsPerPage: query.limit });
  const invite = useInviteHolder(params);
  const snackbar = useSnackbar();
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = (h: Holder) => {
    setRefusal(null);
    invite.mutate(h.stakeholder_id, {
      onSuccess: () => void snackbar.success(`An invitation was sent to ${h.name}.`),
      onError: (error) =>
        setRefusal(errorText(error, `The invitation to ${h.name} could not be sent. Please try again.`)),
    });
  };
  const columns: DataTableColumn<Holder>[] = [
    { key: 'name', header: 'Holder', cell: (h) => <Text fw={600}>{h.name}</Text> },
    { key: 'email', header: 'Email', cell: (h) => h.email ?? 'No email' },
    {
      key: 'status',
      header: 'Status',
      cell: (h) => (
        <Badge variant="dot" color={STATUS[h.status].color}>
          {STATUS[h.status].label}
        </Badge>
      ),
    },
    { key: 'invited', header: 'Invited on', cell: (h) => day(h.invited_on) },
  ];
  if (canInvite)
    columns.push({
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (h) =>
        h.status === 'active' ? null : (
          <Button
            size="xs"
            variant="default"
            aria-label={`${h.status === 'invited' ? 'Invite again' : 'Invite'} ${h.name}`}
            loading={invite.isPending && invite.variables === h.stakeholder_id}
            onClick={() => send(h)}
          >
            {h.status === 'invited' ? 'Invite again' : 'Invite'}
          </Button>
        ),
    });
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <CsvButton params={params} table="holders" />
      </Group>
      {refusal && (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          withCloseButton
          onClose={() => setRefusal(null)}
          closeButtonLabel="Dismiss"
        >
          {refusal}
        </Alert>
      )}
      {holders.isError ? (
        <LoadError error={holders.error} />
      ) : (
        <DataTable
          caption="Holders"
          columns={columns}
          rows={holders.data?.results ?? []}
          total={holders.data?.count ?? 0}
          getRowKey={(h) => h.stakeholder_id}
          query={query}
          onQueryChange={setQuery}
          loading={holders.isFetching}
          pageSizes={CAP_PAGE_SIZES}
          emptyText="No holder yet. Every stakeholder appears here and can be invited to see their own holdings."
        />
      )}
    </Stack>
  );
}
