import { LOOKS_GOOD } from '@dl/domain';
import { Group, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { RuleCheck } from './rule-checks.ts';

export interface ValidationMessageListProps {
  checks: readonly RuleCheck[];
  id?: string;
  /** Shown when every rule passes; spec 5 'Looks good!'. */
  successText?: string;
}

/** The rules of a field with a pass or fail mark each, or 'Looks good!' once all pass. */
export function ValidationMessageList({ checks, id, successText = LOOKS_GOOD }: ValidationMessageListProps) {
  if (checks.every((c) => c.passed)) {
    return (
      <Group id={id} gap={6} role="status" c="teal.9">
        <IconCheck size={16} aria-hidden />
        <Text size="sm" fw={600}>
          {successText}
        </Text>
      </Group>
    );
  }
  return (
    <List id={id} spacing={4} size="sm" center listStyleType="none">
      {checks.map(({ message, passed }) => (
        <List.Item
          key={message}
          icon={
            <ThemeIcon size={18} radius="xl" variant="light" color={passed ? 'teal' : 'red'} aria-hidden>
              {passed ? <IconCheck size={12} /> : <IconX size={12} />}
            </ThemeIcon>
          }
        >
          <VisuallyHidden>{passed ? 'Met: ' : 'Not met: '}</VisuallyHidden>
          <Text span size="sm" c={passed ? 'dimmed' : undefined}>
            {message}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
