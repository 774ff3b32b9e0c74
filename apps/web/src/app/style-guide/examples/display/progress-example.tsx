import { Stack, Text } from '@mantine/core';
import { type InvestmentProgress, InvestorProgressStrip } from '#web/components/display/progress-strip/index.ts';

const INVESTMENTS: { name: string; progress: InvestmentProgress }[] = [
  {
    name: 'Helios Solar Fund II',
    progress: {
      nda_signed_date: '2026-01-12',
      deal_signed_date: '2026-02-03',
      counter_signed_deal_date: '2026-02-05',
      payments_received: null,
    },
  },
  {
    name: 'Northwind Logistics Series B',
    progress: {
      nda_signed_date: '2025-11-20',
      deal_signed_date: '2025-12-01',
      counter_signed_deal_date: '2025-12-02',
      payments_received: '2025-12-15',
      payments_acknowledged: '2025-12-16',
    },
  },
];

export function ProgressExample() {
  return (
    <Stack gap="lg">
      {INVESTMENTS.map(({ name, progress }) => (
        <Stack gap="xs" key={name}>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <InvestorProgressStrip label={`${name} progress`} investment={progress} />
        </Stack>
      ))}
    </Stack>
  );
}
