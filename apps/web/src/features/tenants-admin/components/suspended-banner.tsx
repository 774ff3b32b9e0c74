import type { TenantRow } from '@dl/contracts';
import { TENANT_SUSPENDED } from '@dl/domain';
import { formatDate } from '@dl/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** A suspended tenant says so first: since when, why, and what its users see meanwhile. */
export function SuspendedBanner({ tenant }: { tenant: TenantRow }) {
  const since = tenant.suspended_on ? ` on ${formatDate(tenant.suspended_on)}` : '';
  return (
    <Alert color="red" variant="light" icon={<IconLock aria-hidden />} title={`Suspended${since}`}>
      <Stack gap={4}>
        <Text size="sm">
          <Text span fw={600} size="sm">
            Reason:{' '}
          </Text>
          {tenant.suspend_reason || 'No reason given.'}
        </Text>
        <Text size="sm">Its users cannot log in. Its hosts show: “{TENANT_SUSPENDED}”</Text>
      </Stack>
    </Alert>
  );
}
