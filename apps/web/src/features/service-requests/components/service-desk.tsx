import type { ServiceRequest, ServiceRequestDetail } from '@dl/contracts';
import { formatDateTime, SERVICE_REQUEST_STATUSES, serviceRequestMachine } from '@dl/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useServiceDeskList, useServiceDeskRequest, useUpdateServiceDeskRequest } from '../api/service-desk.ts';
import { SERVICE_REQUEST_STATUS_BADGE, validateComment } from '../lib/service-request-form.ts';

type Status = ServiceRequest['status'];

/** The words of the buttons that move a request, one per event of the machine. */
const EVENT_LABEL = {
  start: 'Start work',
  resolve: 'Mark resolved',
  reopen: 'Reopen',
  close: 'Close request',
} as const;

const StatusBadge = ({ status }: { status: Status }) => (
  <Badge color={SERVICE_REQUEST_STATUS_BADGE[status].color} variant="dot" tt="none">
    {SERVICE_REQUEST_STATUS_BADGE[status].label}
  </Badge>
);

/**
 * The fund admin's service desk: every entity's requests with a status filter; a row opens the
 * thread, where staff who may (`canUpdate`) comment and move the request through its statuses.
 */
export function ServiceDesk({ fidId, canUpdate }: { fidId: string; canUpdate: boolean }) {
  const [status, setStatus] = useState<Status | null>(null);
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 10, ordering: null });
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useServiceDeskList(fidId, { page: query.page, limit: query.limit, ...(status ? { status } : {}) });
  const columns: DataTableColumn<ServiceRequest>[] = [
    {
      key: 'subject',
      header: 'Request',
      cell: (r) => (
        <Stack gap={0}>
          <Anchor component="button" type="button" fw={600} size="sm" ta="left" onClick={() => setOpenId(r.id)}>
            {r.subject}
          </Anchor>
          <Text size="xs" c="dimmed">
            {r.category} · {r.comment_count} comment{r.comment_count === 1 ? '' : 's'}
          </Text>
        </Stack>
      ),
    },
    { key: 'entity', header: 'Investor', cell: (r) => `${r.entity_name} (${r.requested_by_name})` },
    { key: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
    { key: 'modified', header: 'Last change', cell: (r) => formatDateTime(r.modified_on) },
  ];
  return (
    <Stack gap="sm">
      <Select
        label="Status"
        placeholder="All statuses"
        data={SERVICE_REQUEST_STATUSES.map((s) => ({ value: s, label: SERVICE_REQUEST_STATUS_BADGE[s].label }))}
        value={status}
        onChange={(value) => {
          setStatus(value as Status | null);
          setQuery((q) => ({ ...q, page: 1 }));
        }}
        clearable
        w={{ base: '100%', sm: 220 }}
      />
      {list.isError ? (
        <Alert color="red" role="alert">
          {errorText(list.error, 'Failed to load data')}
        </Alert>
      ) : (
        <DataTable
          caption="Service requests"
          columns={columns}
          rows={list.data?.results ?? []}
          total={list.data?.count ?? 0}
          getRowKey={(r) => r.id}
          query={query}
          onQueryChange={setQuery}
          loading={list.isFetching}
        />
      )}
      <SideModal opened={openId !== null} onClose={() => setOpenId(null)} title="Service request">
        {openId ? <DeskDetail fidId={fidId} id={openId} canUpdate={canUpdate} /> : null}
      </SideModal>
    </Stack>
  );
}

function DeskDetail({ fidId, id, canUpdate }: { fidId: string; id: string; canUpdate: boolean }) {
  const detail = useServiceDeskRequest(fidId, id);
  if (detail.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading the request" />
      </Center>
    );
  }
  if (detail.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(detail.error, 'Failed to load data')}
      </Alert>
    );
  }
  return <DeskThread fidId={fidId} request={detail.data} canUpdate={canUpdate} />;
}

function DeskThread({
  fidId,
  request: r,
  canUpdate,
}: {
  fidId: string;
  request: ServiceRequestDetail;
  canUpdate: boolean;
}) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateServiceDeskRequest(fidId, r.id);
  const snackbar = useSnackbar();
  const send = (body: { status?: Status; comment?: string }, done: string) =>
    update.mutate(body, {
      onSuccess: () => {
        setComment('');
        void snackbar.success(done);
      },
      onError: (err) => void snackbar.error(errorText(err, 'Failed to update item')),
    });
  const submitComment = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateComment({ body: comment }).body ?? null;
    setError(problem);
    if (!problem) send({ comment: comment.trim() }, 'Comment sent. The investor is notified.');
  };
  const events = serviceRequestMachine.eventsFrom(r.status);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={700}>{r.subject}</Text>
        <Group gap="xs">
          <StatusBadge status={r.status} />
          <Text size="sm" c="dimmed">
            {r.entity_name} · {r.category} · opened {formatDateTime(r.created_on)} by {r.requested_by_name}
          </Text>
        </Group>
      </Stack>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{r.description}</Text>
      {canUpdate && events.length > 0 ? (
        <Group gap="xs">
          {events.map((e) => (
            <Button
              key={e}
              size="xs"
              variant={e === 'close' ? 'default' : 'light'}
              loading={update.isPending && update.variables?.status === serviceRequestMachine.events[e].to}
              onClick={() =>
                send(
                  { status: serviceRequestMachine.events[e].to },
                  `Request ${SERVICE_REQUEST_STATUS_BADGE[serviceRequestMachine.events[e].to].label.toLowerCase()}.`,
                )
              }
            >
              {EVENT_LABEL[e]}
            </Button>
          ))}
        </Group>
      ) : null}
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Comments">
        {r.comments.length === 0 ? (
          <Text size="sm" c="dimmed">
            No comments yet.
          </Text>
        ) : null}
        {r.comments.map((c) => (
          <Card key={c.id} component="li" withBorder padding="sm" radius="md">
            <Text size="xs" c="dimmed">
              {c.author_name} ({c.author_type === 'FIDUCIARY' ? 'fiduciary' : 'investor'}) ·{' '}
              {formatDateTime(c.created_on)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {c.body}
            </Text>
          </Card>
        ))}
      </Stack>
      {canUpdate && r.status !== 'CLOSED' ? (
        <form onSubmit={submitComment} noValidate aria-label="Comment on the request">
          <Stack gap="xs">
            <Textarea
              label="Comment"
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              error={error}
              rows={3}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending && update.variables?.comment !== undefined}>
                Send comment
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
