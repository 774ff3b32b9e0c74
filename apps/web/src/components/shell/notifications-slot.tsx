import { INVESTOR_ROLES, PORTALS, type Portal, toInvestorRole } from '@dl/domain';
import { ActionIcon, Center, Indicator, Loader, Popover, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { type ComponentType, lazy, Suspense } from 'react';
import { loadChunk } from '../../lib/chunk-load.ts';
import { useSession } from '../../lib/session-store.ts';
import { clearNewMessage, useSocketFlags } from '../../lib/socket-store.ts';

/*
 * The panel and the socket are lazy chunks: neither enters the login page's download nor the
 * shell's first chunk; only the bell and the flags' store (a few lines) do.
 */
interface PanelProps {
  fidId: string;
  portal: Portal;
  onClose: () => void;
}
const NotificationPanel = lazy<ComponentType<PanelProps>>(() =>
  loadChunk(() => import('../../features/notifications/components/notification-panel.tsx')).then(
    (module) => ({ default: module.NotificationPanel }),
    () => ({ default: PanelLoadFailed }),
  ),
);

/** Spec 8 'Failed to load data', when the panel's code cannot be fetched. */
function PanelLoadFailed() {
  return (
    <Text size="sm" c="danger.8" p="md" role="alert">
      Failed to load data
    </Text>
  );
}
const RealtimeBridge = lazy<ComponentType<{ fidId: string }>>(() =>
  loadChunk(() => import('../../features/notifications/components/realtime-bridge.tsx')).then(
    (module) => ({ default: module.RealtimeBridge }),
    // Without the socket the pages still work; the lists update on their next load.
    () => ({ default: () => null }),
  ),
);

/** The app bar's notification panel (spec 2): a bell with a dot while something new arrived. */
export function NotificationsSlot({ portal = PORTALS.INVESTOR }: { portal?: Portal }) {
  const fidId = useSession().claims?.current_fiduciary_id ?? '';
  const { hasNewMessage } = useSocketFlags();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    // The dot sits outside the popover's target: the target gets the popup's ARIA attributes, which a
    // plain wrapper element may not carry.
    <Indicator disabled={!hasNewMessage} color="danger" size={9} offset={7}>
      <Popover
        opened={opened}
        onChange={(next) => (next ? undefined : close())}
        position="bottom-end"
        width={360}
        shadow="md"
        withArrow
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={hasNewMessage ? 'Notifications, new messages' : 'Notifications'}
            onClick={() => {
              if (!opened) clearNewMessage();
              toggle();
            }}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
          {opened && (
            <Suspense
              fallback={
                <Center p="lg">
                  <Loader size="sm" aria-label="Loading notifications" />
                </Center>
              }
            >
              <NotificationPanel fidId={fidId} portal={portal} onClose={close} />
            </Suspense>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

/**
 * Spec 4: only the investor connects the websocket (the investor portal's acting roles, investor and
 * investor admin; never viewers, never other portals, which load branding only).
 */
export function RealtimeMount({ portal }: { portal: Portal }) {
  const { claims } = useSession();
  const role = claims ? toInvestorRole(claims.current_role) : null;
  const connects =
    portal === PORTALS.INVESTOR && (role === INVESTOR_ROLES.INVESTOR || role === INVESTOR_ROLES.INVESTOR_ADMIN);
  if (!claims || !connects) return null;
  // A new user, tenant or role is a new connection: the key closes the old socket first.
  return (
    <Suspense fallback={null}>
      <RealtimeBridge
        key={`${claims.sub}:${claims.current_fiduciary_id}:${claims.current_role}`}
        fidId={claims.current_fiduciary_id}
      />
    </Suspense>
  );
}
