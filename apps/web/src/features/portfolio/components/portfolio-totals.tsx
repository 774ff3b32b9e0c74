import type { PortfolioTotals as Totals } from '@dl/contracts';
import { formatCurrency } from '@dl/domain';
import { SimpleGrid } from '@mantine/core';
import { IconBriefcase, IconCash, IconChartLine, IconTrendingUp } from '@tabler/icons-react';
import { gainTone } from '../lib/chart-data.ts';
import { StatCard } from '#web/components/display/stat-card/index.ts';

/** Positions, invested, current value and gain (exact strings from the server, formatted per spec 9). */
export function PortfolioTotals({ totals }: { totals: Totals | undefined }) {
  const money = (amount: string | undefined) => (amount === undefined ? null : formatCurrency(amount));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <StatCard label="Positions" value={totals ? String(totals.positions) : null} icon={<IconBriefcase size={22} />} />
      <StatCard label="Invested" value={money(totals?.cost)} icon={<IconCash size={22} />} />
      <StatCard label="Current value" value={money(totals?.current_value)} icon={<IconChartLine size={22} />} />
      <StatCard
        label="Gain"
        value={money(totals?.gain)}
        tone={totals ? gainTone(totals.gain) : undefined}
        icon={<IconTrendingUp size={22} />}
      />
    </SimpleGrid>
  );
}
