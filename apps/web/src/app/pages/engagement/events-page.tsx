import { eventIcsRoute } from '@dl/contracts';
import { Stack } from '@mantine/core';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { EventList } from '#web/features/events/components/event-list.tsx';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { useCan } from '#web/lib/permissions.ts';
import { downloadIcs } from './download-ics.ts';

/** `events`: 'Find unique opportunities for investments' (spec 2). */
export function EventsPage() {
  const fidId = useFidId();
  // Viewers may not open an opportunity (spec 6): no link for them.
  const canOpen = useCan('investor.act');
  return (
    <Stack gap="lg">
      <PageHeader title="Find unique opportunities for investments" subtitle="Roadshows, webinars and investor days." />
      <EventList
        fidId={fidId}
        onAddToCalendar={(e) => downloadIcs(eventIcsRoute, { fidId, id: e.id }, `event-${e.id}.ics`)}
        {...(canOpen ? { opportunityHref: (id: string) => hrefFor('OpportunityDetail', { id }) } : {})}
      />
    </Stack>
  );
}

export { EventsPage as Component };
