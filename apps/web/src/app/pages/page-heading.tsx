import { Stack, Text, Title } from '@mantine/core';

/** Title and subtitle at the top of a public page card. */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
