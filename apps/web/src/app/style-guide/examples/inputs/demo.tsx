import { Code, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A widget on the style guide with the value it hands to its form underneath. */
export function Demo({ children, value }: { children: ReactNode; value?: unknown }) {
  return (
    <Stack gap={6}>
      {children}
      {value === undefined ? null : (
        <Text size="xs" c="dimmed">
          Value: <Code>{JSON.stringify(value)}</Code>
        </Text>
      )}
    </Stack>
  );
}
