import { ERROR_MESSAGES } from '@dl/domain';
import { ActionIcon, Alert, Avatar, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { errorText } from '#web/lib/api-error.ts';
import { useProfile } from '../api/get-profile.ts';

export interface ProfileCardProps {
  fidId: string | null;
}

/** The signed-in user's profile as the tenant knows it (first and last name, e-mail, platform id). */
export function ProfileCard({ fidId }: ProfileCardProps) {
  const profile = useProfile(fidId);
  const data = profile.data;

  return (
    <Card withBorder radius="md" padding="lg" aria-busy={profile.isFetching}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Your profile
        </Title>
        <Tooltip label="Reload profile" withArrow>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Reload profile"
            onClick={() => profile.refetch()}
            loading={profile.isFetching}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {profile.isError && (
        <Alert color="red" variant="light">
          {errorText(profile.error, ERROR_MESSAGES.LOAD_DATA)}
        </Alert>
      )}
      {profile.isPending && !profile.isError && <ProfileSkeleton />}
      {data && (
        <Group gap="md" wrap="nowrap">
          <Avatar src={data.avatar_url} size="lg" radius="xl" color="brand" alt="">
            {initials(data.first_name, data.last_name)}
          </Avatar>
          <Stack gap={2}>
            <Text fw={600} size="lg" data-testid="profile-name">
              {data.first_name} {data.last_name}
            </Text>
            <Text size="sm" c="dimmed">
              {data.email}
            </Text>
            <Text size="xs" c="dimmed">
              Member ID {data.trellis_uid}
            </Text>
          </Stack>
        </Group>
      )}
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <Group gap="md">
      <Skeleton circle height={56} />
      <Stack gap={6}>
        <Skeleton height={14} width={160} />
        <Skeleton height={10} width={200} />
      </Stack>
    </Group>
  );
}

function initials(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}
