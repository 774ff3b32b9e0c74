import type { Action } from '@dl/domain';
import { Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FigureLink } from './figure-link.tsx';

export interface FigureRow {
  key: string;
  label: string;
  count: number;
  href: string;
}

/** A card of several counts, each opening its own filtered list (investors by status, deals by step). */
export function FigureRowsCard({
  title,
  icon,
  action,
  rows,
}: {
  title: string;
  icon: ReactNode;
  action: Action;
  /** Null while loading. */
  rows: FigureRow[] | null;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Title order={2} size="sm" fw={500} c="dimmed">
          {title}
        </Title>
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      {rows === null ? (
        <Skeleton height={72} data-testid="stat-loading" />
      ) : (
        <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row) => (
            <li key={row.key}>
              <FigureLink href={row.href} action={action} name={`${title}, ${row.label}: ${row.count}`}>
                <Group justify="space-between" py={4} px={6} wrap="nowrap">
                  <Text size="sm">{row.label}</Text>
                  <Text size="sm" fw={700}>
                    {row.count.toLocaleString('en-US')}
                  </Text>
                </Group>
              </FigureLink>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
