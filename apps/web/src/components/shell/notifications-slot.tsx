import { INVESTOR_ROLES, PORTALS, type Portal, toInvestorRole } from '@dl/domain';
import { Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { type ComponentType, lazy, Suspense } from 'react';
import { loadChunk } from '#web/lib/chunk-load.ts';
import { useSession } from '#web/lib/session-store.ts';
import { HeaderPopover, lazyHeaderPanel } from './header-slots.tsx';
import { clearNewMessage, useSocketFlags } from '#web/lib/socket-store.ts';

/*
 * The panel and the socket are lazy chunks: neither enters the login page's download nor the
 * shell's first chunk; only the bell and the flags' store (a few lines) do.
 */
const NotificationPanel = lazyHeaderPanel(() =>
  import('#web/features/notifications/components/notification-panel.tsx').then((m) => m.NotificationPanel),
);
const RealtimeBridge = lazy<ComponentType<{ fidId: string }>>(() =>
  loadChunk(() => import('#web/features/notifications/components/realtime-bridge.tsx')).then(
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
      <HeaderPopover
        opened={opened}
        onToggle={() => {
          if (!opened) clearNewMessage();
          toggle();
        }}
        onClose={close}
        label={hasNewMessage ? 'Notifications, new messages' : 'Notifications'}
        icon={<IconBell size={20} aria-hidden />}
        loadingLabel="Loading notifications"
      >
        <NotificationPanel fidId={fidId} portal={portal} onClose={close} />
      </HeaderPopover>
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
