import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AppFooter } from '#web/components/app-footer.tsx';
import { BrandMark } from '#web/components/brand-mark.tsx';
import { ChunkErrorScreen } from '#web/components/chunk-error-screen.tsx';
import { AppBar } from '#web/components/shell/app-bar.tsx';
import { CommunicationSlot } from '#web/components/shell/communication-slot.tsx';
import { NotificationsSlot } from '#web/components/shell/notifications-slot.tsx';
import { ComingSoon } from '#web/components/shell/coming-soon.tsx';
import { IdleDialog } from '#web/components/shell/idle-dialog.tsx';
import { LoadingArea } from '#web/components/shell/loading-overlay.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { UserMenu } from '#web/components/shell/user-menu.tsx';
import { showSnackbar } from '#web/lib/snackbar.ts';
import type { StyleGuideSection } from './section.ts';

const LONG_TITLE = 'Quarterly capital call notice for the Harbor Growth Fund II limited partners';
const noop = () => undefined;

function AppBarExample() {
  return (
    <Stack gap="sm">
      {[undefined, 'Discover New Opportunities'].map((title) => (
        <Paper key={title ?? 'greeting'} withBorder radius="md" h={64}>
          <AppBar
            brand={<BrandMark appTitle="Digital Locker" logoUrl={null} compact />}
            title={title}
            firstName="Avery"
            now={new Date(2026, 0, 5, 9, 30)}
            showSlots={title === undefined}
            notificationsSlot={<NotificationsSlot />}
            communicationSlot={<CommunicationSlot />}
            userMenu={
              <UserMenu
                firstName="Avery"
                lastName="Investor"
                email="investor@demo.test"
                onMyProfile={noop}
                onLogout={noop}
              />
            }
          />
        </Paper>
      ))}
      <Text size="sm" c="dimmed">
        Without a route title the app bar greets by the hour. Viewers and the platform admin portal get no bell and no
        communication popup (second bar).
      </Text>
    </Stack>
  );
}

function PageHeaderExample() {
  return (
    <PageHeader
      order={4}
      title={LONG_TITLE}
      subtitle="Titles over 50 characters are cut; hover the title to read it whole."
      backTo="/style-guide"
      breadcrumbs={[
        { label: 'Home', to: '/style-guide' },
        { label: 'Portfolios', to: '/style-guide' },
        { label: 'Capital call' },
      ]}
    />
  );
}

function LoadingOverlayExample() {
  const [loading, setLoading] = useState(true);
  return (
    <Stack gap="sm">
      <LoadingArea loading={loading}>
        <Paper withBorder radius="md" p="lg" mih={160}>
          <Text>Positions and balances of the selected portfolio appear here once loaded.</Text>
        </Paper>
      </LoadingArea>
      <Group>
        <Button variant="light" onClick={() => setLoading((value) => !value)}>
          {loading ? 'Hide overlay' : 'Show overlay'}
        </Button>
      </Group>
    </Stack>
  );
}

function SnackbarExample() {
  return (
    <Group>
      <Button onClick={() => void showSnackbar({ text: 'Successfully deleted the communication item' })}>
        Show success
      </Button>
      <Button color="danger" onClick={() => void showSnackbar({ text: 'Failed to load data', color: 'error' })}>
        Show error
      </Button>
    </Group>
  );
}

function IdleDialogExample() {
  const [opened, setOpened] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const close = (text: string) => {
    setOpened(false);
    setOutcome(text);
  };
  return (
    <Stack gap="sm" align="flex-start">
      <Button variant="light" onClick={() => setOpened(true)}>
        Show idle dialog
      </Button>
      {outcome && <Text size="sm">{outcome}</Text>}
      <IdleDialog
        opened={opened}
        onOkay={() => close('Okay: the session goes on.')}
        onTimeout={() => close('Demo mode: here the user would be logged out and sent to Login.')}
      />
    </Stack>
  );
}

function ComingSoonExample() {
  return (
    <ComingSoon
      order={4}
      title="Track and Manage Service Requests"
      summary="Requests to your fiduciary and where they stand."
      homeTo="/style-guide"
    />
  );
}

function ChunkErrorExample() {
  return (
    <Paper withBorder radius="md">
      <Box mih={320}>
        <ChunkErrorScreen
          order={4}
          onRetry={() => void showSnackbar({ text: 'Demo mode: the page would reload now' })}
        />
      </Box>
    </Paper>
  );
}

function FooterExample() {
  return (
    <Paper withBorder radius="md">
      <AppFooter
        links={{
          contact: 'mailto:help@example.com',
          terms: '/style-guide#terms',
          privacy_policy: '/style-guide#privacy',
        }}
        poweredByText="Powered by Digital Locker"
        buildNumber="1024"
      />
    </Paper>
  );
}

/** Style-guide sections of the components in components/shell. */
export const shellSections: StyleGuideSection[] = [
  {
    id: 'app-bar',
    title: 'App bar',
    description: 'Route title or greeting, slots, profile menu.',
    Example: AppBarExample,
  },
  {
    id: 'page-header',
    title: 'Page header',
    description: 'Long title cut with a tooltip, breadcrumbs with routes, back arrow.',
    Example: PageHeaderExample,
  },
  { id: 'loading-overlay', title: 'Loading overlay', Example: LoadingOverlayExample },
  {
    id: 'snackbar',
    title: 'Snackbar',
    description: 'Success by default, the error colour for errors, 4 seconds, at the bottom.',
    Example: SnackbarExample,
  },
  {
    id: 'idle-dialog',
    title: 'Session idle dialog',
    description: 'Shown after 30 idle minutes; counts down 10 seconds. Demo mode: nothing is logged out here.',
    Example: IdleDialogExample,
  },
  { id: 'coming-soon', title: 'Coming-soon page', Example: ComingSoonExample },
  { id: 'chunk-error', title: 'Chunk load error', Example: ChunkErrorExample },
  { id: 'footer', title: 'Footer', Example: FooterExample },
];
