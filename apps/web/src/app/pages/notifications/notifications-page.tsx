import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { NotificationTable } from '#web/features/notifications/components/notification-table.tsx';
import { PendingActionTable } from '#web/features/notifications/components/pending-action-table.tsx';
import { clearNewMessage } from '#web/lib/socket-store.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';

/**
 * `notifications`: 'Get notified about any actions and opportunities' (spec 2): the pending actions
 * (the bell's Actions tab and the dashboard's card in full, ADR 0033), then every stored message.
 */
export function NotificationsPage() {
  const fidId = useFidId();
  // The list is read here as in the panel (the shown rows are marked read): the bell's dot goes.
  useEffect(() => clearNewMessage(), []);
  return (
    <>
      <PageHeader title="Get notified about any actions and opportunities" />
      <Stack gap="lg">
        <PendingActionTable fidId={fidId} />
        <NotificationTable fidId={fidId} />
      </Stack>
    </>
  );
}

export { NotificationsPage as Component };
