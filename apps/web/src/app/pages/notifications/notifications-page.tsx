import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/shell/page-header.tsx';
import { NotificationTable } from '../../../features/notifications/components/notification-table.tsx';
import { useFidId } from '../deal-flow/use-fid-id.ts';

/** `notifications`: 'Get notified about any actions and opportunities' (spec 2), actions then notifications. */
export function NotificationsPage() {
  const fidId = useFidId();
  return (
    <>
      <PageHeader title="Get notified about any actions and opportunities" />
      <Stack gap="lg">
        <NotificationTable fidId={fidId} kind="ACTION" />
        <NotificationTable fidId={fidId} kind="NOTIFICATION" />
      </Stack>
    </>
  );
}

export { NotificationsPage as Component };
