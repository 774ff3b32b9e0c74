import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Spec 2: any unknown path, and a route the current role may not open (spec 6), shows this page. */
export function NotFoundPage() {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <Text fz={64} fw={800} c="brand" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">The page you are looking for does not exist, or you do not have access to it.</Text>
        <Button component={Link} to="/" mt="sm">
          Go to home page
        </Button>
      </Stack>
    </Center>
  );
}
