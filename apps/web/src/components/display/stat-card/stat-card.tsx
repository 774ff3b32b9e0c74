import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export type StatTone = 'green' | 'red' | 'dimmed';

/**
 * Text colour of a tone. Gains use teal 9: Mantine's green 9 is just under 4.5:1 on white.
 */
export function toneColor(tone: StatTone | undefined): string | undefined {
  if (tone === 'green') return 'teal.9';
  if (tone === 'red') return 'red.9';
  return tone;
}

export interface StatCardProps {
  label: string;
  /** Test hook and list item when the cards form a list. */
  testId?: string;
  /** Null while loading: a skeleton of the same size keeps the layout still. */
  value: string | null;
  icon?: ReactNode;
  hint?: string;
  tone?: StatTone;
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
            <Text fz={26} fw={700} c={toneColor(tone)} data-testid="stat-value">
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
