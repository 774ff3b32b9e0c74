import { Paper } from '@mantine/core';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { SystemNotificationTable } from '#web/features/notifications/components/system-notification-table.tsx';
import { useFidId } from '../deal-flow/use-fid-id.ts';

/** `system-notifications` (spec 2): the platform's announcements, incidents and maintenance windows. */
export function SystemNotificationsPage() {
  return (
    <>
      <PageHeader title="System Notifications" />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <SystemNotificationTable fidId={useFidId()} />
      </Paper>
    </>
  );
}

export { SystemNotificationsPage as Component };
