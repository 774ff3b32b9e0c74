import type { Position } from '@dl/contracts';
import { formatCurrency, formatDate } from '@dl/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { toneColor } from '#web/components/display/stat-card/index.ts';
import type { DataTableColumn } from '#web/components/kit/data-table/index.ts';
import { gainTone } from '../lib/chart-data.ts';

const money = (amount: string) => formatCurrency(amount, { abbreviate: false });

/** Columns of positions and balances; sortable ones send the contract's ordering fields. */
export function positionColumns(positionHref: (opportunityId: string) => string): DataTableColumn<Position>[] {
  return [
    {
      key: 'opportunity',
      header: 'Opportunity',
      sortField: 'opportunity_name',
      cell: (p) => (
        <Stack gap={0}>
          <Anchor component={Link} to={positionHref(p.opportunity_id)} fw={600} size="sm">
            {p.opportunity_name}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {p.issuer.name} · {p.entity.name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'sector',
      header: 'Sector / stage',
      cell: (p) => <Text size="sm">{[p.sector, p.stage].filter(Boolean).join(' · ') || '—'}</Text>,
    },
    { key: 'cost', header: 'Invested', sortField: 'cost', align: 'right', cell: (p) => money(p.cost) },
    { key: 'value', header: 'Current value', align: 'right', cell: (p) => money(p.current_value) },
    {
      key: 'gain',
      header: 'Gain',
      align: 'right',
      cell: (p) => {
        return (
          <Text size="sm" c={toneColor(gainTone(p.gain))}>
            {money(p.gain)}
          </Text>
        );
      },
    },
    {
      key: 'executed_on',
      header: 'Executed',
      sortField: 'executed_on',
      cell: (p) => <Text size="sm">{formatDate(p.executed_on)}</Text>,
    },
  ];
}
