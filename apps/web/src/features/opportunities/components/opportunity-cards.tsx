import type { Favorite, OpportunityListItem } from '@dl/contracts';
import { formatCurrency, formatDate } from '@dl/domain';
import { Badge, Card, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { FavoriteToggle } from './favorite-toggle.tsx';
import { OpportunityName } from './opportunity-name.tsx';

const STRUCTURE_TEXT = { GENERAL: 'General', FUND: 'Fund', SPV: 'SPV' } as const;

export interface OpportunityCardsProps {
  items: readonly OpportunityListItem[];
  label: string;
  detailHref?: (id: string) => string;
  /** None for a viewer: it may not mark favorites, so no buttons show (spec 6). */
  onFavorite?: (item: OpportunityListItem, favorite: Favorite) => void;
  pendingIds: ReadonlySet<string>;
  loading: boolean;
  emptyText: string;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** The same rows as cards, for small screens where a wide table would scroll sideways. */
export function OpportunityCards({
  items,
  label,
  detailHref,
  onFavorite,
  pendingIds,
  loading,
  emptyText,
}: OpportunityCardsProps) {
  if (items.length === 0) {
    return (
      <Center py="lg" role="status">
        {loading ? <Loader size="sm" /> : <Text c="dimmed">{emptyText}</Text>}
      </Center>
    );
  }
  return (
    <SimpleGrid component="ul" cols={1} spacing="sm" m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const o = item.opportunity;
        return (
          <li key={o.opp_id}>
            <Card withBorder radius="md" padding="md">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={0} miw={0}>
                    <OpportunityName id={o.opp_id} name={o.name} detailHref={detailHref} />
                    <Text size="xs" c="dimmed">
                      {o.issuer.name}
                    </Text>
                  </Stack>
                  {onFavorite && (
                    <FavoriteToggle
                      name={o.name}
                      favorite={item.favorite}
                      disabled={pendingIds.has(o.opp_id)}
                      onChange={(favorite) => onFavorite(item, favorite)}
                    />
                  )}
                </Group>
                {o.short_desc && <Text size="sm">{o.short_desc}</Text>}
                <Group gap={6}>
                  <Badge variant="light" color="secondary" tt="none">
                    {STRUCTURE_TEXT[o.type]}
                  </Badge>
                  {[o.market, o.stage].filter(Boolean).map((tag) => (
                    <Badge key={tag} variant="outline" color="gray" tt="none">
                      {tag}
                    </Badge>
                  ))}
                </Group>
                <SimpleGrid cols={3} spacing="xs">
                  <Figure label="Minimum" value={formatCurrency(o.minimum)} />
                  <Figure label="Target raise" value={formatCurrency(o.size)} />
                  <Figure label="Closes" value={formatDate(o.end_date)} />
                </SimpleGrid>
              </Stack>
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
