import type { Favorite, OpportunityListItem } from '@dl/contracts';
import { formatCurrency, formatDate } from '@dl/domain';
import { Badge, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from '#web/components/kit/data-table/index.ts';
import { FavoriteToggle } from './favorite-toggle.tsx';
import { OpportunityName } from './opportunity-name.tsx';

const STRUCTURE_TEXT = { GENERAL: 'General', FUND: 'Fund', SPV: 'SPV' } as const;

export interface OpportunityColumnsOptions {
  detailHref?: (id: string) => string;
  /** None for a viewer: it may not mark favorites, so the column is left out (spec 6). */
  onFavorite?: (item: OpportunityListItem, favorite: Favorite) => void;
  /** Ids whose favorite is being saved. */
  pendingIds: ReadonlySet<string>;
}

/** Columns of the Discover and Trade tables; sortable ones send the contract's ordering fields. */
export function opportunityColumns({
  detailHref,
  onFavorite,
  pendingIds,
}: OpportunityColumnsOptions): DataTableColumn<OpportunityListItem>[] {
  const favoriteColumn: DataTableColumn<OpportunityListItem>[] = onFavorite
    ? [
        {
          key: 'favorite',
          header: 'Favorite',
          hideHeader: true,
          width: 80,
          cell: (item) => (
            <FavoriteToggle
              name={item.opportunity.name}
              favorite={item.favorite}
              disabled={pendingIds.has(item.opportunity.opp_id)}
              onChange={(favorite) => onFavorite(item, favorite)}
            />
          ),
        },
      ]
    : [];
  return [
    ...favoriteColumn,
    {
      key: 'name',
      header: 'Opportunity',
      sortField: 'name',
      cell: ({ opportunity: o }) => (
        <Stack gap={0}>
          <OpportunityName id={o.opp_id} name={o.name} detailHref={detailHref} size="sm" />
          <Text size="xs" c="dimmed">
            {o.issuer.name}
            {o.short_desc ? ` · ${o.short_desc}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      cell: ({ opportunity: o }) => (
        <Badge variant="light" color="secondary" tt="none">
          {STRUCTURE_TEXT[o.type]}
        </Badge>
      ),
    },
    {
      key: 'market',
      header: 'Market / Stage',
      cell: ({ opportunity: o }) => <Text size="sm">{[o.market, o.stage].filter(Boolean).join(' · ') || '—'}</Text>,
    },
    {
      key: 'minimum',
      header: 'Minimum',
      sortField: 'minimum',
      align: 'right',
      cell: ({ opportunity: o }) => formatCurrency(o.minimum),
    },
    {
      key: 'size',
      header: 'Target raise',
      sortField: 'size',
      align: 'right',
      cell: ({ opportunity: o }) => formatCurrency(o.size),
    },
    {
      key: 'end_date',
      header: 'Closes',
      sortField: 'end_date',
      cell: ({ opportunity: o }) => formatDate(o.end_date) || '—',
    },
  ];
}
