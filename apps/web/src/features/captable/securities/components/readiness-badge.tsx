import { Badge, List, Popover, Text, UnstyledButton } from '@mantine/core';

export interface ReadinessBadgeProps {
  ready: boolean;
  label: string;
  missing: readonly { label: string }[];
  /** Names the draft in the button's accessible name. */
  securityId: string;
}

/**
 * 'Ready to be issued' or 'Missing Information' (spec 4); the missing list opens from the badge (a
 * button, so keyboard and touch reach it too, which a hover tooltip would not).
 */
export function ReadinessBadge({ ready, label, missing, securityId }: ReadinessBadgeProps) {
  if (ready || missing.length === 0)
    return (
      <Badge variant="dot" color="green.9">
        {label}
      </Badge>
    );
  return (
    <Popover width={280} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={`${label} for ${securityId}: show what is missing`}>
          <Badge variant="dot" color="orange.9" style={{ cursor: 'pointer' }}>
            {label}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb={4}>
          Missing before {securityId} can be issued
        </Text>
        <List size="sm">
          {missing.map((m) => (
            <List.Item key={m.label}>{m.label}</List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}
