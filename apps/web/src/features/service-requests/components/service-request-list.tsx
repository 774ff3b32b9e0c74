import type { ServiceRequest } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE, formatDateTime, SERVICE_REQUEST_STATUSES } from '@dl/domain';
import { Badge, Card, Group, Pagination, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconInbox, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useServiceRequestList } from '../api/service-requests.ts';
import { SERVICE_REQUEST_STATUS_BADGE } from '../lib/service-request-form.ts';
import { ListState } from '#web/components/display/list-state/index.ts';

const SERVICE_REQUESTS_LOAD_FAILED = 'Failed to load data';

const STATUS_OPTIONS = SERVICE_REQUEST_STATUSES.map((s) => ({
  value: s,
  label: SERVICE_REQUEST_STATUS_BADGE[s].label,
}));

/** My entity's requests, most recently changed first, with a status filter; a row opens the detail. */
export function ServiceRequestList({ fidId, onOpen }: { fidId: string; onOpen: (id: string) => void }) {
  const [status, setStatus] = useState<ServiceRequest['status'] | null>(null);
  const [page, setPage] = useState(1);
  const list = useServiceRequestList(fidId, { page, limit: DEFAULT_PAGE_SIZE, ...(status ? { status } : {}) });
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / DEFAULT_PAGE_SIZE));
  return (
    <Stack gap="sm">
      <Select
        label="Status"
        placeholder="All statuses"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => {
          setStatus(value as ServiceRequest['status'] | null);
          setPage(1);
        }}
        clearable
        w={{ base: '100%', sm: 220 }}
      />
      <ListState
        query={list}
        loadingLabel="Loading service requests"
        errorFallback={SERVICE_REQUESTS_LOAD_FAILED}
        empty={{
          icon: IconInbox,
          title: status ? 'No requests with this status' : 'You have no service requests',
          text: 'Ask your fiduciary for help with your account, documents, payments or taxes.',
        }}
      />
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Service requests">
        {list.data?.results.map((r) => {
          const badge = SERVICE_REQUEST_STATUS_BADGE[r.status];
          return (
            <li key={r.id}>
              <UnstyledButton onClick={() => onOpen(r.id)} w="100%" aria-label={`Open ${r.subject}`}>
                <Card withBorder padding="sm" radius="md">
                  <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                    <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {r.subject}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {r.category} · updated {formatDateTime(r.modified_on)}
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      <Group gap={4} c="dimmed" aria-label={`${r.comment_count} comments`}>
                        <IconMessage size={16} aria-hidden />
                        <Text size="sm">{r.comment_count}</Text>
                      </Group>
                      <Badge color={badge.color} variant="dot" tt="none">
                        {badge.label}
                      </Badge>
                    </Group>
                  </Group>
                </Card>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} siblings={2} aria-label="Service request pages" />
        </Group>
      )}
    </Stack>
  );
}
