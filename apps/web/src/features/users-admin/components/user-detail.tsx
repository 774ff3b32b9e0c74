import { Alert, Card, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useProviderUser } from '../api/users.ts';
import { fullName } from '../lib/user-status.ts';
import { LOAD_FAILED } from '../lib/texts.ts';
import { AddMembership } from './add-membership.tsx';
import { MembershipsTable } from './memberships-table.tsx';
import { UserSummary } from './user-summary.tsx';

/** A user's page: the account at a glance with its actions, then its memberships per tenant. */
export function UserDetail({ id }: { id: string }) {
  const user = useProviderUser(id);
  const canManage = useCan('users.manage');
  const canManageStaff = useCan('provider_staff.manage');
  if (user.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading user" />
      </Center>
    );
  if (user.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(user.error, LOAD_FAILED)}
      </Alert>
    );
  return (
    <Stack gap="md">
      <UserSummary user={user.data} />
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="user-memberships">
        <Group justify="space-between" mb="sm" gap="xs">
          <Title order={2} size="h4" id="user-memberships">
            Memberships
          </Title>
          {canManage && <AddMembership userId={id} canManageStaff={canManageStaff} />}
        </Group>
        <MembershipsTable
          userId={id}
          memberships={user.data.memberships}
          canManage={canManage}
          canManageStaff={canManageStaff}
        />
      </Card>
    </Stack>
  );
}

/** What the page header shows of the user (name, e-mail, status), once loaded. */
export function useUserHeading(id: string) {
  const user = useProviderUser(id).data;
  if (!user) return null;
  return {
    name: fullName(user) || user.email,
    email: user.email,
    is_active: user.is_active,
    has_password: user.has_password,
  };
}
