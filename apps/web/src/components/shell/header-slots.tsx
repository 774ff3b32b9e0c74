import type { Portal } from '@dl/domain';
import { ActionIcon, Center, Loader, Popover, Text } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { loadChunk } from '#web/lib/chunk-load.ts';

/** What the app bar's popups (notification panel, communication popup) are given. */
export interface HeaderPanelProps {
  fidId: string;
  portal: Portal;
  onClose: () => void;
}

/** Spec 8 'Failed to load data', when a popup's code cannot be fetched. */
function PanelLoadFailed() {
  return (
    <Text size="sm" c="danger.8" p="md" role="alert">
      Failed to load data
    </Text>
  );
}

/**
 * A popup's content as a lazy chunk: neither the login page nor the shell's first chunk carries it.
 * A chunk that cannot be fetched shows 'Failed to load data' in the popup.
 */
export function lazyHeaderPanel(
  load: () => Promise<ComponentType<HeaderPanelProps>>,
): LazyExoticComponent<ComponentType<HeaderPanelProps>> {
  return lazy<ComponentType<HeaderPanelProps>>(() =>
    loadChunk(load).then(
      (component): { default: ComponentType<HeaderPanelProps> } => ({ default: component }),
      () => ({ default: PanelLoadFailed }),
    ),
  );
}

interface HeaderPopoverProps {
  opened: boolean;
  onToggle: () => void;
  onClose: () => void;
  /** The icon button's accessible name. */
  label: string;
  icon: ReactNode;
  /** The loader's accessible name while the chunk loads. */
  loadingLabel: string;
  heading?: ReactNode;
  children: ReactNode;
}

/** The app bar's popover: an icon button, and its content mounted (and loaded) only while open. */
export function HeaderPopover(props: HeaderPopoverProps) {
  const { opened, onToggle, onClose, label, icon, loadingLabel, heading, children } = props;
  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? undefined : onClose())}
      position="bottom-end"
      width={360}
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={label} onClick={onToggle}>
          {icon}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
        {heading}
        {opened && (
          <Suspense
            fallback={
              <Center p="lg">
                <Loader size="sm" aria-label={loadingLabel} />
              </Center>
            }
          >
            {children}
          </Suspense>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
