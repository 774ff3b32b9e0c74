import type { ProviderUserRow } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from '#web/components/kit/data-table/index.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { fullName, tenantsText } from '../lib/user-status.ts';
import { SecondFactorBadge, UserStatusBadge } from './user-badges.tsx';

function NameLink({ user }: { user: ProviderUserRow }) {
  return (
    <Anchor component={Link} to={hrefFor('TrellisAdmin.User', { id: user.id })} fw={600} size="sm">
      {fullName(user) || user.email}
    </Anchor>
  );
}

function TenantsCell({ user }: { user: ProviderUserRow }) {
  return (
    <Text size="sm" title={user.tenants.join(', ')}>
      {tenantsText(user.tenants, user.tenant_count)}
    </Text>
  );
}

export const USER_COLUMNS: DataTableColumn<ProviderUserRow>[] = [
  { key: 'name', header: 'Name', cell: (user) => <NameLink user={user} /> },
  {
    key: 'email',
    header: 'E-mail',
    cell: (user) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Text>
    ),
  },
  { key: 'tenants', header: 'Tenants', cell: (user) => <TenantsCell user={user} /> },
  { key: 'status', header: 'Status', cell: (user) => <UserStatusBadge user={user} /> },
  { key: 'otp', header: 'Second factor', cell: (user) => <SecondFactorBadge hasOtp={user.has_otp} /> },
  { key: 'created', header: 'Created', cell: (user) => formatDate(user.created_on) },
];

/** Phones: one stacked column, so the table never scrolls sideways. */
export const PHONE_USER_COLUMNS: DataTableColumn<ProviderUserRow>[] = [
  {
    key: 'user',
    header: 'User',
    cell: (user) => (
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <NameLink user={user} />
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </Stack>
          <UserStatusBadge user={user} />
        </Group>
        <TenantsCell user={user} />
        <Text size="xs" c="dimmed">
          Second factor {user.has_otp ? 'on' : 'off'} · created {formatDate(user.created_on)}
        </Text>
      </Stack>
    ),
  },
];
