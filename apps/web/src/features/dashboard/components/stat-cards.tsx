import type { InvestmentStats } from '@dl/contracts';
import { formatCurrency } from '@dl/domain';
import { SimpleGrid } from '@mantine/core';
import { IconBell, IconCash, IconSearch, IconWritingSign } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatCard } from '#web/components/display/stat-card/index.ts';

interface CardSpec {
  key: keyof InvestmentStats;
  label: string;
  hint: string;
  icon: ReactNode;
  format: (stats: InvestmentStats) => string;
}

/** The four cards of the investor dashboard (issue 5): invested, committed, pending actions, open opportunities. */
const STAT_CARDS: readonly CardSpec[] = [
  {
    key: 'invested',
    label: 'Invested',
    hint: 'Executed investments',
    icon: <IconCash size={22} />,
    format: (s) => formatCurrency(s.invested),
  },
  {
    key: 'committed',
    label: 'Committed',
    hint: 'Deals in progress',
    icon: <IconWritingSign size={22} />,
    format: (s) => formatCurrency(s.committed),
  },
  {
    key: 'pending_actions',
    label: 'Pending actions',
    hint: 'Signatures and payments waiting for you',
    icon: <IconBell size={22} />,
    format: (s) => s.pending_actions.toLocaleString('en-US'),
  },
  {
    key: 'open_opportunities',
    label: 'Open opportunities',
    hint: 'Open to you, not yet invested in',
    icon: <IconSearch size={22} />,
    format: (s) => s.open_opportunities.toLocaleString('en-US'),
  },
];

/** Stat cards; skeletons while the figures load. */
export function StatCards({ stats }: { stats: InvestmentStats | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {STAT_CARDS.map((card) => (
        <StatCard
          key={card.key}
          testId={`stat-${card.key}`}
          label={card.label}
          hint={card.hint}
          icon={card.icon}
          value={stats ? card.format(stats) : null}
        />
      ))}
    </SimpleGrid>
  );
}
