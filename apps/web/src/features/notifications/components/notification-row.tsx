import type { NotificationItem, PendingAction, SystemNotificationItem } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { shortTitle, TITLE_MAX_LENGTH } from '#web/components/shell/page-header.tsx';
import { notificationTime } from '../lib/notification-time.ts';
import { SeverityBadge } from './severity-badge.tsx';
import classes from './notification-row.module.css';

export interface NotificationRowProps {
  item: NotificationItem;
  now: number;
  /** Absent: the row only informs (no target, or a portal without the investor routes). */
  onOpen?: () => void;
}

/** One action or notification of the panel: message, time, a "New" mark while unread. */
export function NotificationRow({ item, now, onOpen }: NotificationRowProps) {
  const body = (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" fw={item.read_on === null ? 600 : 400} lineClamp={3}>
          {item.message}
        </Text>
        {item.read_on === null && (
          <Badge size="xs" color="danger" variant="light" style={{ flexShrink: 0 }}>
            New
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        <time dateTime={item.created_on}>{notificationTime(item.created_on, now)}</time>
      </Text>
    </Stack>
  );
  if (!onOpen) return <div className={classes.row}>{body}</div>;
  return (
    <UnstyledButton className={classes.row} onClick={onOpen} w="100%">
      {body}
    </UnstyledButton>
  );
}

export interface SystemNotificationRowProps {
  item: SystemNotificationItem;
  now: number;
  onOpen?: () => void;
}

/** One system notification of the panel: title (cut at 50 characters, spec 9), severity, time. */
export function SystemNotificationRow({ item, now, onOpen }: SystemNotificationRowProps) {
  const body = (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" fw={600} title={item.title.length > TITLE_MAX_LENGTH ? item.title : undefined}>
          {shortTitle(item.title)}
        </Text>
        <SeverityBadge severity={item.severity} size="xs" />
      </Group>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {item.message_details.details}
      </Text>
      <Text size="xs" c="dimmed">
        {item.kind} · <time dateTime={item.reported_at}>{notificationTime(item.reported_at, now)}</time>
      </Text>
    </Stack>
  );
  if (!onOpen) return <div className={classes.row}>{body}</div>;
  return (
    <UnstyledButton className={classes.row} onClick={onOpen} w="100%">
      {body}
    </UnstyledButton>
  );
}

/** One pending action of the investor (the dashboard's Actions card lists the same): what to do, since when. */
export function PendingActionRow({ action, onOpen }: { action: PendingAction; onOpen: () => void }) {
  return (
    <UnstyledButton className={classes.row} onClick={onOpen} w="100%">
      <Stack gap={2}>
        <Text size="sm" fw={600} lineClamp={3}>
          {action.text}
        </Text>
        <Text size="xs" c="dimmed">
          Waiting since <time dateTime={action.since}>{formatDate(action.since)}</time>
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
