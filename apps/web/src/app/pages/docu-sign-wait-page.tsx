import { Center, Loader, Stack, Text, Title } from '@mantine/core';

/** /pages/docu-sign-wait: shown while a signing ceremony completes (the e-sign issue fills it in). */
export function DocuSignWaitPage() {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Title order={1} size="h3">
          Please wait...
        </Title>
        <Text c="dimmed" size="sm" ta="center">
          We are finishing your signature. This page will move on by itself.
        </Text>
      </Stack>
    </Center>
  );
}

export { DocuSignWaitPage as Component };
