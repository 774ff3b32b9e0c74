import type { KycQueueItem } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE, formatDateTime } from '@dl/domain';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useKycQueue } from '../api/kyc.ts';

const TYPE_LABEL: Record<KycQueueItem['entity_type'], string> = {
  ENTITY: 'Entity',
  INDIVIDUAL: 'Individual',
  INDIVIDUAL_FOR_ENTITY: 'Individual for entity',
};

const columns: DataTableColumn<KycQueueItem>[] = [
  {
    key: 'name',
    header: 'Investor',
    cell: (item) => (
      <Stack gap={0}>
        <Anchor component={Link} to={hrefFor('FidAdmin.KycReview', { id: item.invitation_id })} fw={600} size="sm">
          {item.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {item.email}
        </Text>
      </Stack>
    ),
  },
  { key: 'type', header: 'Entity type', cell: (item) => TYPE_LABEL[item.entity_type] },
  {
    key: 'submitted',
    header: 'Submitted',
    cell: (item) => <time dateTime={item.submitted_on}>{formatDateTime(item.submitted_on)}</time>,
  },
];

/** Submitted KYC forms waiting for a decision, oldest first (spec 9 page sizes, 'No data'). */
export function KycQueue({ fidId }: { fidId: string }) {
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const queue = useKycQueue(fidId, { page: paging.page, limit: paging.limit });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        KYC forms investors have submitted, the longest waiting first. Open one to read the answers and decide.
      </Text>
      {queue.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(queue.error, 'Failed to load data')}
        </Alert>
      )}
      <DataTable
        caption="KYC forms waiting for a decision"
        columns={columns}
        rows={queue.data?.results ?? []}
        total={queue.data?.count ?? 0}
        getRowKey={(item) => item.invitation_id}
        query={paging}
        onQueryChange={setPaging}
        loading={queue.isFetching}
        minWidth={480}
      />
    </Stack>
  );
}
