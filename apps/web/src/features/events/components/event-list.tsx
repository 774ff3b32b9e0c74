import type { EngagementEvent } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE } from '@dl/domain';
import { Accordion, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useEventList } from '../api/events.ts';
import { EventCard, type EventCardProps } from './event-card.tsx';
import { ListState } from '#web/components/display/list-state/index.ts';

const EVENTS_LOAD_FAILED = 'Failed to load data';

export interface EventListProps extends Pick<EventCardProps, 'onAddToCalendar' | 'opportunityHref'> {
  fidId: string;
}

/** Upcoming events first (soonest first, paged); past events in a collapsed section below. */
export function EventList({ fidId, onAddToCalendar, opportunityHref }: EventListProps) {
  const [page, setPage] = useState(1);
  const [isPastOpen, setPastOpen] = useState(false);
  const upcoming = useEventList(fidId, { upcoming: 'true', page, limit: DEFAULT_PAGE_SIZE });
  const past = useEventList(fidId, { upcoming: 'false', page: 1, limit: 50 });
  const pages = Math.max(1, Math.ceil((upcoming.data?.count ?? 0) / DEFAULT_PAGE_SIZE));
  const card = (e: EngagementEvent, isPast = false) => (
    <EventCard
      key={e.id}
      event={e}
      isPast={isPast}
      onAddToCalendar={onAddToCalendar}
      {...(opportunityHref ? { opportunityHref } : {})}
    />
  );
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="upcoming-events-heading">
        <Title order={2} size="h4" id="upcoming-events-heading">
          Upcoming events
        </Title>
        <ListState
          query={upcoming}
          loadingLabel="Loading events"
          errorFallback={EVENTS_LOAD_FAILED}
          empty={{
            icon: IconCalendarOff,
            title: 'No upcoming events',
            text: 'New roadshows and investor events will appear here.',
          }}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {upcoming.data?.results.map((e) => card(e))}
        </SimpleGrid>
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} siblings={2} aria-label="Event pages" />
          </Group>
        )}
      </Stack>
      {(past.data?.count ?? 0) > 0 && (
        <Accordion
          variant="contained"
          value={isPastOpen ? 'past' : null}
          onChange={(value) => setPastOpen(value === 'past')}
        >
          <Accordion.Item value="past">
            <Accordion.Control>
              <Text fw={600} component="span">
                Past events ({past.data?.count})
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {past.data?.results.map((e) => card(e, true))}
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
    </Stack>
  );
}
