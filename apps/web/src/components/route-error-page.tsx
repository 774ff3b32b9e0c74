import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../lib/chunk-load.ts';
import { ChunkErrorScreen } from './chunk-error-screen.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * Error boundary of the router: the 404 page for a 404, the retry screen when a lazily loaded chunk
 * failed (spec 8), else a generic message with a reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) return <ChunkErrorScreen />;
  return (
    <Center mih="60vh" px="md" role="alert">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <Title order={1} size="h2">
          Something went wrong.
        </Title>
        <Text c="dimmed">The page could not be shown. Reloading usually fixes this.</Text>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </Stack>
    </Center>
  );
}
