import type { ActionRequest } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE, formatDateTime } from '@dl/domain';
import { Alert, Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { ReasonDialog } from '#web/components/kit/reason-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { type RequestStatus, useActionRequests, useDecideRequest } from '../api/actions.ts';
import { bodyText } from '../lib/body-text.ts';
import { capHref } from '../lib/hrefs.ts';
import { ACTION_LABELS, LOAD_FAILED, REQUEST_STATUS_LABELS } from '../lib/labels.ts';
import { oneOf, useUrlFilters } from '../lib/url-filters.ts';
import type { CapParams } from '#web/features/captable/core/index.ts';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
const STATUS_COLOR = { pending: 'orange.9', approved: 'green.9', rejected: 'red.9' } as const;

interface Decide {
  approve: (r: ActionRequest) => void;
  reject: (r: ActionRequest) => void;
  busy: string | null;
}

function columns(issuerId: string, decide: Decide | null): DataTableColumn<ActionRequest>[] {
  const cols: DataTableColumn<ActionRequest>[] = [
    {
      key: 'security',
      header: 'Security',
      cell: (r) => (
        <Anchor component={Link} to={capHref('CapTable.Security', issuerId, { securityId: r.security_id })}>
          {r.security_id}
        </Anchor>
      ),
    },
    { key: 'action', header: 'Action', cell: (r) => ACTION_LABELS[r.action] ?? r.action },
    { key: 'body', header: 'Details', cell: (r) => bodyText(r.body) },
    { key: 'by', header: 'Requested by', cell: (r) => r.requested_by_name ?? '—' },
    { key: 'on', header: 'Requested on', cell: (r) => formatDateTime(r.requested_on) },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <Stack gap={2}>
          <Badge variant="dot" color={STATUS_COLOR[r.status]}>
            {REQUEST_STATUS_LABELS[r.status]}
          </Badge>
          {r.reason && (
            <Text size="xs" c="dimmed">
              {r.reason}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  if (!decide) return cols;
  return [
    ...cols,
    {
      key: 'decide',
      header: 'Decision',
      hideHeader: true,
      cell: (r) =>
        r.status === 'pending' ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              loading={decide.busy === r.id}
              onClick={() => decide.approve(r)}
              aria-label={`Approve the request on ${r.security_id}`}
            >
              Approve
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              disabled={decide.busy === r.id}
              onClick={() => decide.reject(r)}
              aria-label={`Reject the request on ${r.security_id}`}
            >
              Reject
            </Button>
          </Group>
        ) : null,
    },
  ];
}

/**
 * Security action requests (spec 6): editors raise them, administrators approve (the action then
 * runs) or reject with a reason. The status tab is kept in the address.
 */
export function RequestsTable({ params, mayDecide }: { params: CapParams; mayDecide: boolean }) {
  const filters = useUrlFilters(['status'] as const);
  const status: RequestStatus = oneOf(STATUSES, filters.values.status) ?? 'pending';
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE, ordering: null });
  const query = useMemo(() => ({ page: paging.page, itemsPerPage: paging.limit, status }), [paging, status]);
  const requests = useActionRequests(params, query);
  const decide = useDecideRequest(params);
  const snackbar = useSnackbar();
  const [rejecting, setRejecting] = useState<ActionRequest | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = (r: ActionRequest, approve: boolean, reason?: string) => {
    setRefusal(null);
    decide.mutate(
      { requestId: r.id, approve, reason },
      {
        onSuccess: () => {
          setRejecting(null);
          void snackbar.success(
            approve ? `Approved: the ${r.action} of ${r.security_id} is done.` : 'The request is rejected.',
          );
        },
        onError: (e) => {
          setRejecting(null);
          setRefusal(errorText(e, 'The request could not be decided; it is still pending.'));
        },
      },
    );
  };
  const emptyText =
    status === 'pending'
      ? 'No requests wait for a decision. An editor raises one from a security’s page.'
      : `No ${REQUEST_STATUS_LABELS[status].toLowerCase()} requests.`;
  const actions: Decide | null = mayDecide
    ? {
        approve: (r) => send(r, true),
        reject: setRejecting,
        busy: decide.isPending ? (decide.variables?.requestId ?? null) : null,
      }
    : null;
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Request status"
        value={status}
        onChange={(v) => {
          filters.set('status', v === 'pending' ? '' : v);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        data={STATUSES.map((s) => ({ value: s, label: REQUEST_STATUS_LABELS[s] }))}
        w={{ base: '100%', xs: 'auto' }}
      />
      {refusal && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title="Nothing changed">
          {refusal}
        </Alert>
      )}
      {requests.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(requests.error, LOAD_FAILED)}
        </Alert>
      )}
      {requests.data?.count === 0 ? (
        <Card withBorder radius="md" padding="lg" role="status">
          <Text size="sm">{emptyText}</Text>
        </Card>
      ) : (
        <DataTable
          caption={`${REQUEST_STATUS_LABELS[status]} requests`}
          columns={columns(params.issuerId, actions)}
          rows={requests.data?.results ?? []}
          total={requests.data?.count ?? 0}
          getRowKey={(r) => r.id}
          query={paging}
          onQueryChange={setPaging}
          loading={requests.isFetching}
          emptyText={emptyText}
          minWidth={900}
        />
      )}
      <ReasonDialog
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => rejecting && send(rejecting, false, reason)}
        title={rejecting ? `Reject the request on ${rejecting.security_id}` : 'Reject'}
        description="The editor who raised it sees this reason."
        okLabel="Reject"
        loading={decide.isPending}
        maxLength={500}
        danger
      />
    </Stack>
  );
}
