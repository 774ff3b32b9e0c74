import type { EngagementEvent } from '@dl/contracts';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconMapPin, IconVideo } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { eventTimeRange } from '../lib/event-time.ts';
import { safeHref } from '#web/lib/safe-href.ts';

export interface EventCardProps {
  event: EngagementEvent;
  isPast?: boolean;
  onAddToCalendar: (event: EngagementEvent) => Promise<void>;
  /** Where an event's opportunity opens; absent for roles that may not open opportunities (viewers). */
  opportunityHref?: (id: string) => string;
}

/** One event: when, where (place or link), what, and "Add to calendar" (.ics). */
export function EventCard({ event: e, isPast, onAddToCalendar, opportunityHref }: EventCardProps) {
  const snackbar = useSnackbar();
  const add = useMutation({
    mutationFn: () => onAddToCalendar(e),
    onError: (error) => void snackbar.error(errorText(error, 'Failed to load file')),
  });
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={e.title}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Text fw={600} size="lg" component="h3" m={0}>
            {e.title}
          </Text>
          {isPast && (
            <Badge variant="outline" color="gray" tt="none">
              Past
            </Badge>
          )}
        </Group>
        <Text size="sm" fw={500}>
          {eventTimeRange(e.starts_on, e.ends_on)}
        </Text>
        {e.location && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{e.location}</Text>
          </Group>
        )}
        {safeHref(e.url) && (
          <Group gap={6} wrap="nowrap">
            <IconVideo size={16} aria-hidden />
            <Anchor
              href={safeHref(e.url)}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ wordBreak: 'break-all' }}
            >
              Join online
            </Anchor>
          </Group>
        )}
        {e.description && (
          <Text size="sm" c="dimmed">
            {e.description}
          </Text>
        )}
        <Group justify="space-between" mt={4} wrap="wrap" gap="xs">
          {e.opportunity_id && e.opportunity_name && opportunityHref ? (
            <Anchor component={Link} to={opportunityHref(e.opportunity_id)} size="sm">
              About {e.opportunity_name}
            </Anchor>
          ) : (
            <span />
          )}
          {!isPast && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
              onClick={() => add.mutate()}
              loading={add.isPending}
              aria-label={`Add ${e.title} to calendar`}
            >
              Add to calendar
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
