import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { EventAdminTable } from '#web/features/events/components/event-admin-table.tsx';
import { ResourceAdminTable } from '#web/features/resources/components/resource-admin-table.tsx';
import { useCan } from '#web/lib/permissions.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';

/** `/fid-admin/events-resources`: the events and resources investors see, published and kept here. */
export function EventsResourcesPage() {
  const fidId = useFidId();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'resources' ? 'resources' : 'events';
  const canPublish = useCan('content.publish');
  return (
    <Stack gap="md">
      <PageHeader
        title="Events and Resources"
        subtitle="Events investors can add to their calendars, and the documents and links they can read."
      />
      <Tabs value={tab} onChange={(next) => next && setParams({ tab: next }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="events">Events</Tabs.Tab>
          <Tabs.Tab value="resources">Resources</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="events">
          <EventAdminTable fidId={fidId} canPublish={canPublish} />
        </Tabs.Panel>
        <Tabs.Panel value="resources">
          <ResourceAdminTable fidId={fidId} canPublish={canPublish} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export { EventsResourcesPage as Component };
