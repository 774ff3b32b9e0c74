import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';

/**
 * Spec 8: a lazily loaded part of the app failed or took over 120 s. Usually a new release replaced
 * the files or the network dropped; reloading fetches the current ones.
 */
export interface ChunkErrorScreenProps {
  onRetry?: () => void;
  /** Heading level: 1 when it replaces a page. */
  order?: 1 | 2 | 3 | 4;
}

export function ChunkErrorScreen({ onRetry = () => window.location.reload(), order = 1 }: ChunkErrorScreenProps) {
  return (
    <Center mih="60vh" px="md" role="alert">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconCloudOff size={30} />
        </ThemeIcon>
        <Title order={order} size="h2">
          This part of the app could not be loaded
        </Title>
        <Text c="dimmed">Check your connection and try again. Your session and data are safe.</Text>
        <Button onClick={onRetry} mt="sm">
          Retry
        </Button>
      </Stack>
    </Center>
  );
}
