import type { ProviderUserDetail } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCan } from '#web/lib/permissions.ts';
import { UserActions } from './user-actions.tsx';
import { SecondFactorBadge } from './user-badges.tsx';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The account at a glance, and for `users.manage` what can be done to it. */
export function UserSummary({ user }: { user: ProviderUserDetail }) {
  const canManage = useCan('users.manage');
  return (
    <Card withBorder radius="md" padding="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" mb={canManage ? 'md' : 0}>
        <Figure label="Second factor">
          <SecondFactorBadge hasOtp={user.has_otp} />
        </Figure>
        <Figure label="Active sessions">{user.active_sessions.toLocaleString('en-US')}</Figure>
        <Figure label="Tenants">{user.tenant_count.toLocaleString('en-US')}</Figure>
        <Figure label="Created">{formatDate(user.created_on)}</Figure>
      </SimpleGrid>
      {canManage && <UserActions user={user} />}
    </Card>
  );
}
