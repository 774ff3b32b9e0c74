import { Box, Burger, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { greetingFor } from '#web/lib/greeting.ts';
import { shortTitle } from './page-header.tsx';

export interface AppBarProps {
  brand: ReactNode;
  /** The route's title (route meta); without one the app bar greets the user. */
  title?: string;
  firstName: string;
  now: Date;
  /** Bell and communication popup: hidden for viewers and in the platform admin portal (spec 2, 6). */
  showSlots: boolean;
  notificationsSlot?: ReactNode;
  communicationSlot?: ReactNode;
  userMenu: ReactNode;
  /** The burger that opens the side navigation on small screens. */
  nav?: { opened: boolean; onToggle: () => void };
}

/** Spec 2 "App bar": page title from route meta, else "Good Morning, Ivy"; slots; profile menu. */
export function AppBar(props: AppBarProps) {
  const { brand, title, firstName, now, showSlots, notificationsSlot, communicationSlot, userMenu, nav } = props;
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        {nav && (
          <Burger
            opened={nav.opened}
            onClick={nav.onToggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={nav.opened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={nav.opened}
            aria-controls="side-navigation"
          />
        )}
        <Box style={{ flexShrink: 0 }}>{brand}</Box>
        <Box style={{ minWidth: 0, flex: 1 }} ml={{ base: 0, sm: 'md' }}>
          {title ? (
            <Text fw={600} fz={{ base: 'sm', sm: 'md' }} truncate="end" data-testid="app-bar-title" title={title}>
              {shortTitle(title)}
            </Text>
          ) : (
            <Text fw={500} fz={{ base: 'sm', sm: 'md' }} truncate="end" data-testid="greeting">
              {greetingFor(now)}, {firstName}
            </Text>
          )}
        </Box>
      </Group>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        {showSlots && notificationsSlot}
        {showSlots && communicationSlot}
        <Box ml={4}>{userMenu}</Box>
      </Group>
    </Group>
  );
}
