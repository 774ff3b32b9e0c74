import { PREPARING_ACCOUNT_MESSAGE } from '@dl/domain';
import { Loader, Stack, Text } from '@mantine/core';

/** Shown while the new account is prepared and the auto-login waits (spec 4). */
export function PreparingAccount() {
  return (
    <Stack align="center" gap="md" py="xl" role="status" aria-live="polite">
      <Loader aria-hidden />
      <Text ta="center">{PREPARING_ACCOUNT_MESSAGE}</Text>
    </Stack>
  );
}
