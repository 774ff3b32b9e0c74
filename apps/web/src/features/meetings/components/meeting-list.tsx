import type { Meeting } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE, formatDateTime } from '@dl/domain';
import { Badge, Button, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconCalendarDown, IconCalendarOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useCancelMeeting, useMeetingList } from '../api/meetings.ts';
import { canCancelMeeting, MEETING_STATUS_BADGE } from '../lib/meeting-status.ts';
import { ListState } from '#web/components/display/list-state/index.ts';

const MEETINGS_LOAD_FAILED = 'Failed to load data';
const MEETING_CANCEL_FAILED = 'Failed to update item';

export interface MeetingListProps {
  fidId: string;
  canAct: boolean;
  /** Saves the accepted meeting's .ics (the page supplies the download). */
  onDownloadIcs: (meeting: Meeting) => Promise<void>;
  /** The meeting a notification pointed at (`?id=`), shown highlighted and scrolled into view. */
  highlightId?: string | null;
}

/** My entity's meeting requests with their status; cancel, and the .ics of accepted ones. */
export function MeetingList({ fidId, canAct, onDownloadIcs, highlightId }: MeetingListProps) {
  const [page, setPage] = useState(1);
  const list = useMeetingList(fidId, { page, limit: DEFAULT_PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / DEFAULT_PAGE_SIZE));
  return (
    <Stack gap="sm" component="section" aria-labelledby="meeting-list-heading">
      <Title order={2} size="h4" id="meeting-list-heading">
        My meeting requests{list.data ? ` (${list.data.count})` : ''}
      </Title>
      <ListState
        query={list}
        loadingLabel="Loading meetings"
        errorFallback={MEETINGS_LOAD_FAILED}
        empty={{
          icon: IconCalendarOff,
          title: 'You have no meeting requests',
          text: 'Requests you send to issuers appear here with their answer.',
        }}
      />
      {list.data?.results.map((m) => (
        <MeetingCard
          key={m.id}
          fidId={fidId}
          meeting={m}
          canAct={canAct}
          onDownloadIcs={onDownloadIcs}
          highlighted={m.id === highlightId}
        />
      ))}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} siblings={2} aria-label="Meeting pages" />
        </Group>
      )}
    </Stack>
  );
}

function MeetingCard({
  fidId,
  meeting: m,
  canAct,
  onDownloadIcs,
  highlighted,
}: { fidId: string; meeting: Meeting; highlighted: boolean } & Omit<MeetingListProps, 'fidId' | 'highlightId'>) {
  const cancel = useCancelMeeting(fidId);
  const { confirm, dialog } = useConfirm();
  const snackbar = useSnackbar();
  const [isDownloading, setDownloading] = useState(false);
  const badge = MEETING_STATUS_BADGE[m.status];
  const times = m.accepted_time ? [m.accepted_time] : m.proposed_times;
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlighted) cardRef.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);

  const onCancel = async () => {
    const ok = await confirm({
      title: 'Cancel meeting request',
      message: `Cancel your meeting about ${m.opportunity_name}?`,
      confirmLabel: 'Cancel meeting',
      cancelLabel: 'Keep it',
      danger: true,
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(m.id);
      void snackbar.success('The meeting was cancelled.');
    } catch (error) {
      void snackbar.error(errorText(error, MEETING_CANCEL_FAILED));
    }
  };
  const download = async () => {
    setDownloading(true);
    try {
      await onDownloadIcs(m);
    } catch (error) {
      void snackbar.error(errorText(error, 'Failed to load file'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card
      ref={cardRef}
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-label={`Meeting about ${m.opportunity_name}`}
      aria-current={highlighted ? 'true' : undefined}
      bg={highlighted ? 'var(--mantine-color-gray-0)' : undefined}
      style={highlighted ? { borderColor: 'var(--mantine-color-brand-6)' } : undefined}
    >
      {dialog}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{m.opportunity_name}</Text>
          <Text size="sm" c="dimmed">
            {m.issuer_name} · {m.duration_minutes} minutes
          </Text>
        </Stack>
        <Badge color={badge.color} variant="dot" tt="none">
          {badge.label}
        </Badge>
      </Group>
      <Text size="sm" mt="xs">
        {m.accepted_time ? 'Meeting time: ' : 'Proposed: '}
        {times.map((t) => formatDateTime(t)).join(' · ')}
      </Text>
      {m.note && (
        <Text size="sm" c="dimmed" mt={4}>
          Note: {m.note}
        </Text>
      )}
      {m.decline_reason && (
        <Text size="sm" mt={4}>
          Reason: {m.decline_reason}
        </Text>
      )}
      {(m.status === 'ACCEPTED' || (canAct && canCancelMeeting(m))) && (
        <Group gap="xs" mt="sm" wrap="wrap">
          {m.status === 'ACCEPTED' && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconCalendarDown size={16} aria-hidden />}
              onClick={download}
              loading={isDownloading}
            >
              Download .ics
            </Button>
          )}
          {canAct && canCancelMeeting(m) && (
            <Button variant="subtle" color="red" size="xs" onClick={onCancel} loading={cancel.isPending}>
              Cancel
            </Button>
          )}
        </Group>
      )}
    </Card>
  );
}
