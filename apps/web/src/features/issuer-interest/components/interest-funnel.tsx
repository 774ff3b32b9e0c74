import type { InterestFunnel as Funnel } from '@dl/contracts';
import { INTEREST_FUNNEL_LABELS, INTEREST_FUNNEL_STEPS } from '@dl/domain';
import { Box, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { shareOf } from '../lib/labels.ts';

/**
 * The opportunity's funnel of investor interest (issue 16 point 5): one bar per step, in the
 * domain's order, with the count and its share of the first step. The bars are drawn for the eye;
 * the list says the same in words.
 */
export function InterestFunnel({ funnel }: { funnel: Funnel }) {
  const first = funnel.viewed;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="interest-funnel-title">
      <Title order={2} size="h4" mb="md" id="interest-funnel-title">
        Funnel
      </Title>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Investors per step">
        {INTEREST_FUNNEL_STEPS.map((step) => {
          const count = funnel[step];
          const share = shareOf(count, first);
          const label = INTEREST_FUNNEL_LABELS[step];
          return (
            <Box component="li" key={step} aria-label={`${label}: ${count.toLocaleString('en-US')}, ${share}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap" mb={4} aria-hidden>
                <Text size="sm" fw={500}>
                  {label}
                </Text>
                <Text size="sm">
                  <Text span fw={600}>
                    {count.toLocaleString('en-US')}
                  </Text>{' '}
                  <Text span c="dimmed" size="xs">
                    ({share})
                  </Text>
                </Text>
              </Group>
              <Progress value={first > 0 ? (count / first) * 100 : 0} size="lg" radius="sm" aria-hidden tabIndex={-1} />
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
}
