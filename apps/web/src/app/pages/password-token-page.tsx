import { Alert, Anchor, Button, Center, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '#web/config/paths.ts';
import type { PasswordTokenKind } from '#web/features/auth/api/passwords.ts';
import { NewPasswordForm } from '#web/features/auth/components/new-password-form.tsx';
import { useOneTimeToken } from '#web/lib/use-one-time-token.ts';
import { PageHeading } from './page-heading.tsx';

const COPY: Record<PasswordTokenKind, { title: string; subtitle: string }> = {
  reset: { title: 'Reset your password', subtitle: 'Choose a new password for your account.' },
  set: { title: 'Set your password', subtitle: 'Choose a password to finish setting up your account.' },
};

/** /pages/reset-password and /pages/set-password: the token comes from the e-mailed link (?token=). */
export function PasswordTokenPage({ kind }: { kind: PasswordTokenKind }) {
  const token = useOneTimeToken();
  const [done, setDone] = useState<string | null>(null);

  return (
    <>
      <PageHeading title={COPY[kind].title} subtitle={COPY[kind].subtitle} />
      {done && (
        <Stack>
          <Alert color="brand" variant="light" icon={<IconCircleCheck aria-hidden />} title="Password saved">
            {done}
          </Alert>
          <Button component={Link} to={PATHS.login} fullWidth>
            Go to login
          </Button>
        </Stack>
      )}
      {!done && token && <NewPasswordForm kind={kind} token={token} onDone={setDone} />}
      {!done && !token && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Link not valid">
          This link is incomplete or has already been used. Request a new one from the forgot password page.
        </Alert>
      )}
      {!done && (
        <Center mt="lg">
          <Anchor component={Link} to={kind === 'reset' || !token ? PATHS.forgotPassword : PATHS.login} size="sm">
            {kind === 'reset' || !token ? 'Request a new link' : 'Back to login'}
          </Anchor>
        </Center>
      )}
    </>
  );
}

export function ResetPasswordPage() {
  return <PasswordTokenPage kind="reset" />;
}

export function SetPasswordPage() {
  return <PasswordTokenPage kind="set" />;
}
