import { Alert, Anchor, Center } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '#web/config/paths.ts';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import { PageHeading } from './page-heading.tsx';

/** /pages/forget-password. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <>
      <PageHeading title="Forgot your password?" subtitle="Enter your e-mail and we will send you a reset link." />
      {sent ? (
        <Alert color="brand" variant="light" icon={<IconMailCheck aria-hidden />} title="Check your inbox">
          {sent}
        </Alert>
      ) : (
        <ForgotPasswordForm onSent={setSent} />
      )}
      <Center mt="lg">
        <Anchor component={Link} to={PATHS.login} size="sm">
          Back to login
        </Anchor>
      </Center>
    </>
  );
}

export { ForgotPasswordPage as Component };
