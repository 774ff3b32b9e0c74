import { useSearchParams } from 'react-router';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { useCompleteLogin } from '#web/features/auth/hooks/use-complete-login.ts';
import { PageHeading } from './page-heading.tsx';

/** /pages/login, also mounted at internal-login and login2 (spec 2 "Public routes"). */
export function LoginPage() {
  const [params] = useSearchParams();
  const completeLogin = useCompleteLogin(params.get('redirect'));
  return (
    <>
      <PageHeading title="Welcome back" subtitle="Log in to your account to continue." />
      <LoginForm onLoggedIn={completeLogin} />
    </>
  );
}
