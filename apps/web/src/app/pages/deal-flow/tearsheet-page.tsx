import { Alert, Button, Center, Container, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useTearsheet } from '#web/features/roadshow/api/tearsheet.ts';
import { TearsheetView } from '#web/features/roadshow/components/tearsheet-view.tsx';
import { errorText } from '#web/lib/api-error.ts';
import { currentPath, loginPath } from '#web/lib/redirect.ts';
import { useSession } from '#web/lib/session-store.ts';

/**
 * The public tearsheet /digital-roadshow/pages/tearsheet/:id (spec 2). The page needs no login, but its
 * call carries the Authorization header (spec 7), so a visitor without a session is asked to log in.
 */
export function TearsheetPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { claims } = useSession();
  const fidId = claims?.current_fiduciary_id ?? '';
  const tearsheet = useTearsheet(fidId, id);

  if (!claims) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" maw={420} ta="center">
          <Text>Log in to see this opportunity's tearsheet.</Text>
          <Button component={Link} to={loginPath(currentPath(location))}>
            Log in
          </Button>
        </Stack>
      </Center>
    );
  }
  if (tearsheet.isPending) return <PageLoader />;
  return (
    <Container size="md" py="md" px={0}>
      {tearsheet.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(tearsheet.error, 'Failed to load opportunity')}
        </Alert>
      ) : (
        <TearsheetView tearsheet={tearsheet.data} />
      )}
    </Container>
  );
}

export { TearsheetPage as Component };
