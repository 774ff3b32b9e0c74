import { Center, Loader, Stack, Text } from '@mantine/core';

/** Spec 2 "Loading overlay with a message (Loading...)". */
export function PageLoader({ message = 'Loading...' }: { message?: string }) {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{message}</Text>
      </Stack>
    </Center>
  );
}
