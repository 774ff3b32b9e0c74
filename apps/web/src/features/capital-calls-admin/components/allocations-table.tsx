import type { CallAllocation } from '@dl/contracts';
import { Alert, Badge, Button, Group } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { ListState } from '#web/components/display/list-state/index.ts';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useCallAllocations, useRequestPayment } from '../api/capital-calls.ts';
import { LOAD_FAILED, money, PAYMENT_STATUS_COLOR, PAYMENT_STATUS_TEXT, paymentActions } from '../lib/labels.ts';
import { AcknowledgeDialog } from './acknowledge-dialog.tsx';

/** Per investor: due, received, outstanding, payment status, and the payment actions the role allows. */
export function AllocationsTable({ fidId, callId }: { fidId: string; callId: string }) {
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 10, ordering: null });
  const allocations = useCallAllocations(fidId, callId, query);
  const canPay = useCan('payments.acknowledge');
  const request = useRequestPayment(fidId);
  const [acknowledging, setAcknowledging] = useState<CallAllocation | null>(null);

  const columns: DataTableColumn<CallAllocation>[] = [
    { key: 'investor', header: 'Investor', sortField: 'entity_name', cell: (a) => a.entity_name },
    { key: 'due', header: 'Due', sortField: 'due', align: 'right', cell: (a) => money(a.due) },
    { key: 'received', header: 'Received', align: 'right', cell: (a) => money(a.received) },
    { key: 'outstanding', header: 'Outstanding', align: 'right', cell: (a) => money(a.outstanding) },
    {
      key: 'status',
      header: 'Payment',
      cell: (a) =>
        a.payment_status && (
          <Badge variant="dot" tt="none" color={PAYMENT_STATUS_COLOR[a.payment_status]}>
            {PAYMENT_STATUS_TEXT[a.payment_status]}
          </Badge>
        ),
    },
  ];
  if (canPay)
    columns.push({
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (a) => {
        const actions = paymentActions(a);
        return (
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            {actions.request && a.payment_id && (
              <Button
                size="xs"
                variant="light"
                aria-label={`Request payment from ${a.entity_name}`}
                loading={request.isPending && request.variables === a.payment_id}
                onClick={() => request.mutate(a.payment_id as string)}
              >
                Request payment
              </Button>
            )}
            {actions.acknowledge && (
              <Button
                size="xs"
                aria-label={`Acknowledge payment of ${a.entity_name}`}
                onClick={() => setAcknowledging(a)}
              >
                Acknowledge payment
              </Button>
            )}
          </Group>
        );
      },
    });

  return (
    <>
      {request.isError && (
        <Alert color="red" role="alert">
          {errorText(request.error, 'Failed to request the payment')}
        </Alert>
      )}
      {allocations.data && allocations.data.count > 0 ? (
        <DataTable
          caption="Allocations by investor"
          columns={columns}
          rows={allocations.data.results}
          total={allocations.data.count}
          getRowKey={(a) => a.id}
          query={query}
          onQueryChange={setQuery}
          loading={allocations.isFetching}
          minWidth={780}
        />
      ) : (
        <ListState
          query={allocations}
          loadingLabel="Loading allocations"
          errorFallback={LOAD_FAILED}
          empty={{
            icon: IconUsers,
            title: 'No allocations',
            text: 'No investor was allocated an amount in this call.',
          }}
        />
      )}
      <AcknowledgeDialog fidId={fidId} allocation={acknowledging} onClose={() => setAcknowledging(null)} />
    </>
  );
}
