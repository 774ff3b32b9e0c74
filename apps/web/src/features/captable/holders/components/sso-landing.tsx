import { SSO_TOKEN_INVALID } from '@dl/contracts';
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '#web/config/paths.ts';
import { useOneTimeToken } from '#web/lib/use-one-time-token.ts';
import { errorText } from '#web/lib/api-error.ts';
import { clearQueryCache } from '#web/lib/query-cache.ts';
import { setSession } from '#web/lib/session-store.ts';
import { exchangeHandoffToken, HOLDINGS_PATH } from '../api/sso.ts';

/**
 * /acap/sso?token=...: the investor portal's hand-off. The token leaves the address at once (it is
 * single use); it is exchanged once for a holder session, stored as a login stores one, and the
 * holder lands on their holdings. A used or expired token shows the server's sentence and a way to log in.
 */
export function SsoLanding() {
  const token = useOneTimeToken();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(token ? null : SSO_TOKEN_INVALID);
  // React runs effects twice in development: the single-use token is sent once.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    exchangeHandoffToken(token).then(
      (session) => {
        clearQueryCache();
        setSession(session);
        void navigate(HOLDINGS_PATH, { replace: true });
      },
      (error: unknown) => setFailure(errorText(error, SSO_TOKEN_INVALID)),
    );
  }, [token, navigate]);
  if (failure)
    return (
      <Stack gap="md">
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title="Cap table not opened"
          role="alert"
        >
          {failure}
        </Alert>
        <Text size="sm">
          Open the cap table again from your portfolio, or{' '}
          <Anchor component={Link} to={`${PATHS.login}?redirect=${encodeURIComponent(HOLDINGS_PATH)}`}>
            log in
          </Anchor>{' '}
          to see your holdings.
        </Text>
      </Stack>
    );
  return (
    <Center py="lg">
      <Stack align="center" gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Opening your cap table…</Text>
      </Stack>
    </Center>
  );
}
