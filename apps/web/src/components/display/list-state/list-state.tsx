import { Alert, Card, Center, Loader, Stack, Text } from '@mantine/core';
import { type Icon, IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorText } from '#web/lib/api-error.ts';

/** The parts of a list query the states are read from (a TanStack Query result fits). */
export interface ListQueryState {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  data?: { count: number } | undefined;
}

export interface ListStateProps {
  query: ListQueryState;
  /** The loader's accessible name, e.g. 'Loading events'. */
  loadingLabel: string;
  /** Shown when the error carries no detail of the server's (spec 8, e.g. 'Failed to load data'). */
  errorFallback: string;
  /** The empty state: an icon (drawn dimmed, 28 px), a title and one sentence of what will appear here. */
  empty: { icon?: Icon; title: string; text: ReactNode };
}

/**
 * A list's error, loading and empty states, one way everywhere: the server's detail or the fallback
 * in an alert, a named loader, and an empty card saying what will appear. Renders nothing once rows
 * are there.
 */
export function ListState({ query, loadingLabel, errorFallback, empty }: ListStateProps) {
  return (
    <>
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(query.error, errorFallback)}
        </Alert>
      )}
      {query.isPending && (
        <Center py="lg">
          <Loader size="sm" aria-label={loadingLabel} />
        </Center>
      )}
      {query.data?.count === 0 && (
        <Card withBorder padding="lg" radius="md">
          <Stack align="center" gap={4}>
            {empty.icon && <empty.icon size={28} aria-hidden color="var(--mantine-color-dimmed)" />}
            <Text fw={500}>{empty.title}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {empty.text}
            </Text>
          </Stack>
        </Card>
      )}
    </>
  );
}
