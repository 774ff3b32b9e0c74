import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * Error boundary of the router. A failed lazy chunk (spec 8: chunk load errors) usually means a new
 * release replaced the assets, so the page offers a reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <Title order={1} size="h2">
          Something went wrong.
        </Title>
        <Text c="dimmed">The page could not be loaded. Reloading usually fixes this.</Text>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </Stack>
    </Center>
  );
}
