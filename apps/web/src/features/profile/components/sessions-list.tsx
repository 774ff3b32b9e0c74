import type { UserSession } from '@dl/contracts';
import { ERROR_MESSAGES, formatDateTime } from '@dl/domain';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { PATHS } from '#web/config/paths.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useRevokeSession, useSessions } from '../api/sessions.ts';

/** Settings: where the account is signed in, with revoke; revoking this browser's session signs out. */
export function SessionsList({ fidId }: { fidId: string }) {
  const sessions = useSessions(fidId);
  const revoke = useRevokeSession(fidId);
  const { confirm, dialog } = useConfirm();
  const navigate = useNavigate();
  const snackbar = useSnackbar();

  const end = async (session: UserSession) => {
    if (session.is_current) {
      const ok = await confirm({
        title: 'Sign out of this browser?',
        message: 'This is the session you are using now. Revoking it signs you out here.',
        confirmLabel: 'Revoke and sign out',
        danger: true,
      });
      if (!ok) return;
    }
    revoke.mutate(session.id, {
      onSuccess: () => {
        if (session.is_current) navigate(PATHS.logout);
        else void snackbar.success(`Signed out ${session.device}`);
      },
      onError: (err) => void snackbar.error(errorText(err, 'Failed to remove item')),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        Sessions
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Browsers and devices signed in to your account.
      </Text>
      {sessions.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(sessions.error, ERROR_MESSAGES.LOAD_DATA)}
        </Alert>
      )}
      {sessions.isPending && <Skeleton height={56} />}
      {sessions.data?.count === 0 && <Text c="dimmed">No data</Text>}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Sessions">
        {sessions.data?.results.map((s) => (
          <Group key={s.id} component="li" justify="space-between" wrap="wrap" gap="sm" data-testid="session-row">
            <Group gap="sm" wrap="nowrap">
              <IconDeviceDesktop size={24} aria-hidden />
              <Stack gap={0}>
                <Group gap="xs">
                  <Text fw={600}>{s.device}</Text>
                  {s.is_current && (
                    <Badge variant="light" color="teal" c="dark">
                      This browser
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {s.ip ?? 'Unknown IP'} · signed in {formatDateTime(s.created_on)} · last used{' '}
                  {formatDateTime(s.last_used_on)}
                </Text>
              </Stack>
            </Group>
            <Button
              variant="light"
              color="red"
              size="xs"
              onClick={() => end(s)}
              loading={revoke.isPending && revoke.variables === s.id}
              aria-label={`Revoke ${s.device}${s.is_current ? ' (this browser)' : ''}`}
            >
              Revoke
            </Button>
          </Group>
        ))}
      </Stack>
      {dialog}
    </Card>
  );
}
