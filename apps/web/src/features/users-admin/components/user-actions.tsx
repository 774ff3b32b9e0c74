import type { ProviderUserDetail } from '@dl/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconKey, IconLock, IconLockOpen, IconShieldOff } from '@tabler/icons-react';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSession } from '#web/lib/session-store.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useResetOtp, useSendPasswordLink, useSetUserEnabled } from '../api/user-changes.ts';
import { fullName } from '../lib/user-status.ts';
import { UPDATE_FAILED } from '../lib/texts.ts';

/**
 * What `users.manage` does to an account: disable (every session ends at once) or enable, e-mail a
 * password link (an invitation again when no password was ever set) and reset the second factor.
 */
export function UserActions({ user }: { user: ProviderUserDetail }) {
  const isSelf = useSession().claims?.sub === user.id;
  const enabled = useSetUserEnabled(user.id);
  const resetOtp = useResetOtp(user.id);
  const link = useSendPasswordLink(user.id);
  const snackbar = useSnackbar();
  const { confirm, dialog } = useConfirm();
  const name = fullName(user) || user.email;
  const failure = [enabled, resetOtp, link].find((m) => m.isError)?.error;

  const disable = async () => {
    const ok = await confirm({
      title: 'Disable user',
      message: `Disable ${name}? Every session of theirs ends at once, and they cannot log in until enabled again.`,
      confirmLabel: 'Disable',
      danger: true,
    });
    if (ok) enabled.mutate(false, { onSuccess: () => void snackbar.success(`${name} is disabled.`) });
  };
  const reset = async () => {
    const ok = await confirm({
      title: 'Reset second factor',
      message: `Reset the second factor of ${name}? They set up a new one the next time they log in.`,
      confirmLabel: 'Reset',
      danger: true,
    });
    if (ok) resetOtp.mutate(undefined, { onSuccess: () => void snackbar.success('The second factor was reset.') });
  };

  return (
    <Stack gap="sm">
      <Group gap="xs">
        {user.is_active && !isSelf && (
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconLock size={16} aria-hidden />}
            loading={enabled.isPending}
            onClick={disable}
          >
            Disable
          </Button>
        )}
        {!user.is_active && (
          <Button
            leftSection={<IconLockOpen size={16} aria-hidden />}
            loading={enabled.isPending}
            onClick={() => enabled.mutate(true, { onSuccess: () => void snackbar.success(`${name} is enabled.`) })}
          >
            Enable
          </Button>
        )}
        {user.is_active && (
          <Button
            variant="default"
            leftSection={<IconKey size={16} aria-hidden />}
            loading={link.isPending}
            onClick={() => link.mutate()}
          >
            Send password link
          </Button>
        )}
        {user.has_otp && (
          <Button variant="default" leftSection={<IconShieldOff size={16} aria-hidden />} onClick={reset}>
            Reset second factor
          </Button>
        )}
      </Group>
      {link.isSuccess && (
        <Alert color="teal" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => link.reset()}>
          {link.data.detail}
        </Alert>
      )}
      {failure !== undefined && (
        <Alert color="red" role="alert">
          {errorText(failure, UPDATE_FAILED)}
        </Alert>
      )}
      {dialog}
    </Stack>
  );
}
