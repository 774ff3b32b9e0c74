import { PORTALS, type Portal } from '@dl/domain';
import { AppShell, Box } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { AppFooter } from '#web/components/app-footer.tsx';
import { BrandMark } from '#web/components/brand-mark.tsx';
import { AppBar } from '#web/components/shell/app-bar.tsx';
import { CommunicationSlot } from '#web/components/shell/communication-slot.tsx';
import { NotificationsSlot, RealtimeMount } from '#web/components/shell/notifications-slot.tsx';
import { AppLoadingOverlay } from '#web/components/shell/loading-overlay.tsx';
import { SideNav, type SideNavItem } from '#web/components/shell/side-nav.tsx';
import { SkipLink } from '#web/components/shell/skip-link.tsx';
import { UserMenu } from '#web/components/shell/user-menu.tsx';
import { config } from '#web/config/env.ts';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';
import { useBranding } from '#web/features/branding/hooks/use-branding.ts';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { currentPath } from '#web/lib/redirect.ts';
import { isViewerSession } from '#web/lib/route-access.ts';
import { loadSnackbar } from '#web/lib/snackbar.ts';
import { useSession } from '#web/lib/session-store.ts';
import { useNow } from '#web/lib/use-now.ts';
import { myProfileHref } from './profile-link.ts';
import { SessionIdle } from './session-idle.tsx';

export interface ShellFrameProps {
  portal: Portal;
  nav: SideNavItem[];
  /** The route's title for the app bar; none shows the greeting. */
  title?: string;
  children: ReactNode;
}

/** The logged-in frame of every portal: app bar, side navigation, page, footer, idle dialog. */
export function ShellFrame({ portal, nav, title, children }: ShellFrameProps) {
  const state = useSession();
  const branding = useBranding(portal);
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const now = useNow();
  // A page chunk that takes a moment shows the overlay; a quick one does not flash it.
  const isLoading = useNavigation().state === 'loading';
  const [isSlow] = useDebouncedValue(isLoading, 300);
  // Below the `sm` breakpoint the navigation slides in over the page; closed, it must also leave the
  // tab order and the accessibility tree, not just the screen.
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const isViewer = isViewerSession(state);
  // The profile photo for the app bar; a changed avatar refreshes this query.
  const avatarUrl = useProfile(state.claims?.current_fiduciary_id ?? null).data?.avatar_url;
  // Logged in, messages may arrive at any time: have the snackbar ready.
  useEffect(() => {
    void loadSnackbar().catch(() => undefined);
  }, []);
  const user = state.session?.user;
  if (!user) return null;
  const hasNav = nav.length > 0;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={hasNav ? { width: 248, breakpoint: 'sm', collapsed: { mobile: !navOpened } } : undefined}
      padding={0}
    >
      <AppShell.Header>
        <SkipLink target="page-content" />
        <AppBar
          brand={<BrandMark appTitle={branding.appTitle} logoUrl={branding.logoUrl} compact />}
          title={title}
          firstName={user.first_name}
          now={now}
          showSlots={!isViewer && portal !== PORTALS.PROVIDER}
          notificationsSlot={<NotificationsSlot portal={portal} />}
          communicationSlot={<CommunicationSlot portal={portal} />}
          nav={hasNav ? { opened: navOpened, onToggle: toggle } : undefined}
          userMenu={
            <UserMenu
              firstName={user.first_name}
              lastName={user.last_name}
              email={user.email}
              avatarUrl={avatarUrl}
              onMyProfile={() => void navigate(myProfileHref(portal, isViewer))}
              onLogout={() => void logout(currentPath(location))}
            />
          }
        />
      </AppShell.Header>
      {hasNav && (
        <AppShell.Navbar
          id="side-navigation"
          aria-label="Main"
          style={isPhone && !navOpened ? { visibility: 'hidden' } : undefined}
        >
          <SideNav items={nav} onNavigate={close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main
        id="page-content"
        tabIndex={-1}
        bg="gray.0"
        style={{ display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        <Box pos="relative" px={{ base: 'md', sm: 'xl' }} py="xl" w="100%" maw={1200} mx="auto" style={{ flex: 1 }}>
          <AppLoadingOverlay visible={isLoading && isSlow} />
          {children}
        </Box>
        <Box w="100%" maw={1200} mx="auto" px={{ base: 0, sm: 12 }}>
          <AppFooter links={branding.links} poweredByText={branding.poweredByText} buildNumber={config.buildNumber} />
        </Box>
      </AppShell.Main>
      <SessionIdle />
      <RealtimeMount portal={portal} />
    </AppShell>
  );
}
