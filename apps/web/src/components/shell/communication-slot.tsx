import { PORTALS, type Portal } from '@dl/domain';
import { Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useSession } from '#web/lib/session-store.ts';
import { HeaderPopover, lazyHeaderPanel } from './header-slots.tsx';

/* The popup's list is a lazy chunk: neither the login page nor the shell's first chunk carries it. */
const CommunicationPopup = lazyHeaderPanel(() =>
  import('#web/features/communications/components/communication-popup.tsx').then((m) => m.CommunicationPopup),
);

/**
 * The app bar's communication popup (spec 2). The shell hides it for viewers and the provider
 * portal; the cap-table portal has no questions to show, so it is left out there too.
 */
export function CommunicationSlot({ portal = PORTALS.INVESTOR }: { portal?: Portal }) {
  const fidId = useSession().claims?.current_fiduciary_id ?? '';
  const [opened, { toggle, close }] = useDisclosure(false);
  if (portal === PORTALS.CAPTABLE || portal === PORTALS.PROVIDER) return null;
  return (
    <HeaderPopover
      opened={opened}
      onToggle={toggle}
      onClose={close}
      label="Communications"
      icon={<IconMessages size={20} aria-hidden />}
      loadingLabel="Loading communications"
      heading={
        <Title order={2} size="h5" px="sm" pt="sm" pb={4}>
          Communications
        </Title>
      }
    >
      <CommunicationPopup fidId={fidId} portal={portal} onClose={close} />
    </HeaderPopover>
  );
}
