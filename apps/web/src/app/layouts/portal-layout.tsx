import type { Portal } from '@dl/domain';
import { AppShell, Container, Group, Text } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AppFooter } from '../../components/app-footer.tsx';
import { BrandMark } from '../../components/brand-mark.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { config } from '../../config/env.ts';
import { useBranding } from '../../features/branding/hooks/use-branding.ts';
import { greetingFor } from '../../lib/greeting.ts';
import { currentPath, loginPath } from '../../lib/redirect.ts';
import { useSession } from '../../lib/session-store.ts';
import { decidePortalAccess } from '../guards/portal-access.ts';
import { UserMenu } from './user-menu.tsx';

/**
 * Guard and shell of one portal. Not logged in: Login with a redirect back; a role that does not
 * work in this portal: the 404 page (spec 6 "Route access").
 */
export function PortalLayout({ portal }: { portal: Portal }) {
  const state = useSession();
  const location = useLocation();
  const branding = useBranding(portal);
  const decision = decidePortalAccess(portal, state);

  if (decision === 'login') return <Navigate to={loginPath(currentPath(location))} replace />;
  if (decision === 'not-found') return <NotFoundPage />;
  const user = state.session?.user;
  if (!user) return null;

  return (
    <AppShell header={{ height: 68 }} padding={0}>
      <AppShell.Header px="lg">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <BrandMark appTitle={branding.appTitle} logoUrl={branding.logoUrl} accountName={branding.accountName} />
          <Group gap="lg" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="md" data-testid="greeting">
              {greetingFor(new Date())}, {user.first_name}
            </Text>
            <UserMenu firstName={user.first_name} lastName={user.last_name} email={user.email} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
        <Container size="lg" w="100%" py="xl" style={{ flex: 1 }}>
          <Outlet />
        </Container>
        <Container size="lg" w="100%">
          <AppFooter links={branding.links} poweredByText={branding.poweredByText} buildNumber={config.buildNumber} />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
