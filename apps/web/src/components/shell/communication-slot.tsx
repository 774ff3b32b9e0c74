import { PORTALS, type Portal } from '@dl/domain';
import { ActionIcon, Center, Loader, Popover, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { type ComponentType, lazy, Suspense } from 'react';
import { loadChunk } from '../../lib/chunk-load.ts';
import { useSession } from '../../lib/session-store.ts';

/* The popup's list is a lazy chunk: neither the login page nor the shell's first chunk carries it. */
interface PopupProps {
  fidId: string;
  portal: Portal;
  onClose: () => void;
}
const CommunicationPopup = lazy<ComponentType<PopupProps>>(() =>
  loadChunk(() => import('../../features/communications/components/communication-popup.tsx')).then(
    (module) => ({ default: module.CommunicationPopup }),
    () => ({ default: PopupLoadFailed }),
  ),
);

function PopupLoadFailed() {
  return (
    <Text size="sm" c="danger.8" p="md" role="alert">
      Failed to load data
    </Text>
  );
}

/**
 * The app bar's communication popup (spec 2). The shell hides it for viewers and the provider
 * portal; the cap-table portal has no questions to show, so it is left out there too.
 */
export function CommunicationSlot({ portal = PORTALS.INVESTOR }: { portal?: Portal }) {
  const fidId = useSession().claims?.current_fiduciary_id ?? '';
  const [opened, { toggle, close }] = useDisclosure(false);
  if (portal === PORTALS.CAPTABLE || portal === PORTALS.PROVIDER) return null;
  return (
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
        <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Communications" onClick={toggle}>
          <IconMessages size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Title order={2} size="h5" px="sm" pt="sm" pb={4}>
          Communications
        </Title>
        {opened && (
          <Suspense
            fallback={
              <Center p="lg">
                <Loader size="sm" aria-label="Loading communications" />
              </Center>
            }
          >
            <CommunicationPopup fidId={fidId} portal={portal} onClose={close} />
          </Suspense>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
