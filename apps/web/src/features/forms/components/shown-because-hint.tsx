import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** The "why is this shown?" hint of a conditional field or section: a focusable icon with the reason. */
export function ShownBecauseHint({ reasons, subject }: { reasons: readonly string[]; subject: string }) {
  if (reasons.length === 0) return null;
  return (
    <Popover width={280} position="top-start" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" size="sm" color="gray.7" aria-label={`Why is ${subject} shown?`}>
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        {reasons.map((reason) => (
          <Text key={reason} size="sm">
            {reason}
          </Text>
        ))}
      </Popover.Dropdown>
    </Popover>
  );
}
