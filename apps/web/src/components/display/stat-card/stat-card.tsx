import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  /** Test hook and list item when the cards form a list. */
  testId?: string;
  /** Null while loading: a skeleton of the same size keeps the layout still. */
  value: string | null;
  icon?: ReactNode;
  hint?: string;
  tone?: 'green' | 'red' | 'dimmed';
}

/** One figure with its label and an icon (dashboard and portfolio totals); a skeleton while loading. */
export function StatCard({ label, value, icon, hint, tone, testId }: StatCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label} data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {value === null ? (
            <Skeleton height={28} width={110} mt={4} data-testid="stat-loading" />
          ) : (
            <Text
              fz={26}
              fw={700}
              c={tone === 'dimmed' ? 'dimmed' : tone ? `${tone}.9` : undefined}
              data-testid="stat-value"
            >
              {value}
            </Text>
          )}
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        {icon && (
          <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
        )}
      </Group>
    </Card>
  );
}
