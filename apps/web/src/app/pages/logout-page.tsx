import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';

/** /pages/logout: ends the session and goes to Login, passing on any redirect (spec 4). */
export function LogoutPage() {
  const [params] = useSearchParams();
  const logout = useLogout();
  const started = useRef(false);
  const redirect = params.get('redirect');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout(redirect);
  }, [logout, redirect]);

  return <PageLoader message="Signing you out..." />;
}

export { LogoutPage as Component };
