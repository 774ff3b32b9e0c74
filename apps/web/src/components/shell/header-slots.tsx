import { ActionIcon, Popover, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SlotProps {
  label: string;
  icon: ReactNode;
  heading: string;
  empty: string;
}

/**
 * The places the app bar keeps for the notification panel and the communication popup (spec 2). They
 * open an empty panel until the realtime issue fills them; the shell decides whether they show.
 */
export function HeaderSlot({ label, icon, heading, empty }: SlotProps) {
  return (
    <Popover position="bottom-end" width={300} shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={label}>
          {icon}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Title order={2} size="h5">
            {heading}
          </Title>
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
