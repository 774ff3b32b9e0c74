import { TENANT_SUSPENDED } from '@dl/domain';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { useCompleteLogin } from '#web/features/auth/hooks/use-complete-login.ts';
import { usePublicBranding } from '#web/features/branding/hooks/use-public-branding.ts';
import { PageHeading } from './page-heading.tsx';

/**
 * /pages/login, also mounted at internal-login and login2 (spec 2 "Public routes"). On a host whose
 * tenant is suspended the page says so instead of offering a login that cannot succeed (ADR 0029).
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const completeLogin = useCompleteLogin(params.get('redirect'));
  const { suspended } = usePublicBranding();
  if (suspended) {
    return (
      <>
        <PageHeading title="Workspace suspended" />
        <Alert color="orange" variant="light" icon={<IconLock size={18} />} role="status">
          {TENANT_SUSPENDED}
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeading title="Welcome back" subtitle="Log in to your account to continue." />
      <LoginForm onLoggedIn={completeLogin} />
    </>
  );
}
