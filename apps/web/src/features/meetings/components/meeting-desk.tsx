import type { Meeting } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE, formatDateTime } from '@dl/domain';
import { Badge, Button, Card, Group, Pagination, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ListState } from '#web/components/display/list-state/index.ts';
import { ReasonDialog } from '#web/components/kit/reason-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useAnswerMeeting, useMeetingList } from '../api/meetings.ts';
import { MEETING_STATUS_BADGE } from '../lib/meeting-status.ts';

const FILTERS: { value: Meeting['status'] | 'ALL'; label: string }[] = [
  { value: 'REQUESTED', label: 'Waiting' },
  { value: 'ACCEPTED', label: 'Accepted' },
  { value: 'DECLINED', label: 'Declined' },
  { value: 'ALL', label: 'All' },
];

/** One request: who asks, about what, the times proposed; Accept at a chosen time or Decline with a reason. */
function MeetingRequestCard({ fidId, meeting: m, canAnswer }: { fidId: string; meeting: Meeting; canAnswer: boolean }) {
  const answer = useAnswerMeeting(fidId);
  const snackbar = useSnackbar();
  const [time, setTime] = useState<string | null>(m.proposed_times[0] ?? null);
  const [declining, setDeclining] = useState(false);
  const badge = MEETING_STATUS_BADGE[m.status];
  const open = m.status === 'REQUESTED';
  const fail = (error: unknown) => void snackbar.error(errorText(error, 'Failed to update item'));
  const accept = () =>
    time &&
    answer.mutate(
      { id: m.id, kind: 'accept', time },
      {
        onSuccess: () => void snackbar.success(`The meeting with ${m.entity_name} is accepted.`),
        onError: fail,
      },
    );
  const decline = (reason: string) =>
    answer.mutate(
      { id: m.id, kind: 'decline', reason },
      {
        onSuccess: () => {
          setDeclining(false);
          void snackbar.success(`The meeting request of ${m.entity_name} is declined.`);
        },
        onError: fail,
      },
    );
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={`Meeting request of ${m.entity_name}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>
            {m.entity_name} · {m.opportunity_name}
          </Text>
          <Text size="sm" c="dimmed">
            Asked by {m.requested_by_name} · {m.issuer_name} · {m.duration_minutes} minutes
          </Text>
        </Stack>
        <Badge color={badge.color} variant="dot" tt="none">
          {badge.label}
        </Badge>
      </Group>
      {m.note && (
        <Text size="sm" mt="xs">
          Note: {m.note}
        </Text>
      )}
      {open && canAnswer ? (
        <Radio.Group label="Proposed times" value={time} onChange={setTime} mt="xs">
          <Stack gap={4} mt={4}>
            {m.proposed_times.map((t) => (
              <Radio key={t} value={t} label={formatDateTime(t)} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm" mt="xs">
          {m.accepted_time ? 'Meeting time: ' : 'Proposed: '}
          {(m.accepted_time ? [m.accepted_time] : m.proposed_times).map((t) => formatDateTime(t)).join(' · ')}
        </Text>
      )}
      {m.decline_reason && (
        <Text size="sm" mt={4}>
          Reason: {m.decline_reason}
        </Text>
      )}
      {open && canAnswer && (
        <Group gap="xs" mt="sm">
          <Button size="xs" onClick={accept} loading={answer.isPending} disabled={!time}>
            Accept
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => setDeclining(true)}>
            Decline
          </Button>
        </Group>
      )}
      <ReasonDialog
        opened={declining}
        onClose={() => setDeclining(false)}
        onSubmit={decline}
        title="Decline meeting request"
        description={`Tell ${m.entity_name} why the meeting cannot take place.`}
        loading={answer.isPending}
        maxLength={1000}
      />
    </Card>
  );
}

/** The tenant's meeting requests for the fund's staff: waiting ones first, answered on the spot. */
export function MeetingDesk({ fidId, canAnswer }: { fidId: string; canAnswer: boolean }) {
  const [status, setStatus] = useState<Meeting['status'] | 'ALL'>('REQUESTED');
  const [page, setPage] = useState(1);
  const list = useMeetingList(fidId, {
    page,
    limit: DEFAULT_PAGE_SIZE,
    ...(status === 'ALL' ? {} : { status }),
  });
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / DEFAULT_PAGE_SIZE));
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Show meeting requests"
        value={status}
        onChange={(value) => {
          setStatus(value as Meeting['status'] | 'ALL');
          setPage(1);
        }}
        data={FILTERS}
        style={{ alignSelf: 'flex-start' }}
      />
      <ListState
        query={list}
        loadingLabel="Loading meetings"
        errorFallback="Failed to load data"
        empty={{
          icon: IconCalendarOff,
          title: status === 'REQUESTED' ? 'No meeting request is waiting' : 'No meeting request here',
          text: 'Investors ask for meetings from an opportunity page; their requests appear here.',
        }}
      />
      {list.data?.results.map((m) => (
        <MeetingRequestCard key={m.id} fidId={fidId} meeting={m} canAnswer={canAnswer} />
      ))}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} siblings={2} aria-label="Meeting pages" />
        </Group>
      )}
    </Stack>
  );
}
