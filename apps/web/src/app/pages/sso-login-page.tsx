import { Alert, Button, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '#web/config/paths.ts';
import { PageHeading } from './page-heading.tsx';

/** The text of /sso-login: single sign-on is not offered (ADR 0033). */
export const SSO_NOT_OFFERED = 'Single sign-on is not offered on this platform. Sign in with your email and password.';

/**
 * /sso-login (spec 2 public route): the platform does not offer single sign-on (ADR 0033), so the
 * page says so plainly and leads to the login form; nothing links here.
 */
export function SsoLoginPage() {
  return (
    <>
      <PageHeading title="Single sign-on" />
      <Stack gap="md">
        <Alert color="secondary" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {SSO_NOT_OFFERED}
        </Alert>
        <Button component={Link} to={PATHS.login} fullWidth>
          Login
        </Button>
      </Stack>
    </>
  );
}

export { SsoLoginPage as Component };
