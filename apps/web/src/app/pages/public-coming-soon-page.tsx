import { Alert, Anchor, Center } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '#web/config/paths.ts';
import { useRouteMeta } from '../routes/use-route-meta.ts';
import { PageHeading } from './page-heading.tsx';

/** A public page (onboarding, SSO, tearsheet) whose screen arrives in a later issue. */
export function PublicComingSoonPage() {
  const meta = useRouteMeta();
  return (
    <>
      <PageHeading title={meta?.title ?? meta?.label ?? 'Coming soon'} subtitle={meta?.summary} />
      <Alert color="secondary" variant="light" icon={<IconHourglassHigh aria-hidden />} title="Coming soon">
        This page will be available in an upcoming release.
      </Alert>
      <Center mt="lg">
        <Anchor component={Link} to={PATHS.login} size="sm">
          Go to login
        </Anchor>
      </Center>
    </>
  );
}

export { PublicComingSoonPage as Component };
