import { Code, Text } from '@mantine/core';

/** What the example's last interaction returned, announced politely. */
export function ExampleResult({ label = 'Result', value }: { label?: string; value: string | null }) {
  return (
    <Text size="sm" aria-live="polite">
      {label}:{' '}
      {value ? (
        <Code>{value}</Code>
      ) : (
        <Text span c="dimmed">
          nothing yet
        </Text>
      )}
    </Text>
  );
}
