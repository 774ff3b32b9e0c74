import { PUBLIC_TEARSHEET_NOT_FOUND, type Tearsheet } from '@dl/contracts';
import { Alert, Anchor, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { Link, type Location, useLocation, useParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { usePublicTearsheet } from '#web/features/roadshow/api/public-tearsheet.ts';
import { useTearsheet } from '#web/features/roadshow/api/tearsheet.ts';
import { TearsheetView } from '#web/features/roadshow/components/tearsheet-view.tsx';
import { errorText } from '#web/lib/api-error.ts';
import { currentPath, loginPath } from '#web/lib/redirect.ts';
import { useSession } from '#web/lib/session-store.ts';

/**
 * The tearsheet /digital-roadshow/pages/tearsheet/:id (spec 2 public route, ADR 0033). Without a
 * session it reads the public tearsheet (one its issuer made public, while Published); with one, the
 * signed-in tearsheet of spec 7. An unknown or private id is a not-found with a way on.
 */
export function TearsheetPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { claims } = useSession();
  const fidId = claims?.current_fiduciary_id ?? '';
  const signedIn = useTearsheet(fidId, id);
  const visitor = usePublicTearsheet(id, !claims);
  const tearsheet = claims ? signedIn : visitor;

  if (tearsheet.isPending) return <PageLoader />;
  return (
    <Container size="md" py="md" px={0}>
      {tearsheet.isError ? (
        <NotFound
          message={errorText(tearsheet.error, PUBLIC_TEARSHEET_NOT_FOUND)}
          signedIn={Boolean(claims)}
          location={location}
        />
      ) : (
        <Found tearsheet={tearsheet.data} signedIn={Boolean(claims)} location={location} />
      )}
    </Container>
  );
}

function Found(props: { tearsheet: Tearsheet; signedIn: boolean; location: Location }) {
  return (
    <Stack gap="lg">
      <TearsheetView tearsheet={props.tearsheet} />
      {!props.signedIn && (
        <Group gap="sm">
          <Text size="sm">Investors log in to see the opportunity's details and data room.</Text>
          <Button component={Link} to={loginPath(currentPath(props.location))} size="sm">
            Log in
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function NotFound(props: { message: string; signedIn: boolean; location: Location }) {
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" icon={<IconFileOff aria-hidden />} title="Tearsheet not found" role="alert">
        {props.message}
      </Alert>
      <Group gap="md">
        {props.signedIn ? (
          <Button component={Link} to="/">
            Go to home
          </Button>
        ) : (
          <>
            <Button component={Link} to={loginPath(currentPath(props.location))}>
              Log in
            </Button>
            <Anchor component={Link} to="/" size="sm">
              Go to home
            </Anchor>
          </>
        )}
      </Group>
    </Stack>
  );
}

export { TearsheetPage as Component };
