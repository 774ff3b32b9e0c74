import { formatCurrency } from '@dl/domain';
import { Badge, Card, Stack, Text } from '@mantine/core';
import { Carousel } from '#web/components/display/carousel/index.ts';

type OpportunityRow = [name: string, type: string, sector: string, stage: string, size: string, minimum: string];

const OPPORTUNITIES = (
  [
    ['Helios Solar Fund II', 'Primary', 'Energy', 'Fund', '150000000', '250000'],
    ['Northwind Logistics Series B', 'Primary', 'Transportation', 'Series B', '40000000', '50000'],
    ['Atlas Robotics', 'Secondary', 'Industrials', 'Series C', '12500000', '25000'],
    ['Beacon Health SPV', 'Primary', 'Healthcare', 'Growth', '8000000', '10000'],
    ['Cobalt Battery Materials', 'Primary', 'Materials', 'Series A', '22000000', '25000'],
    ['Fjord Biosciences', 'Secondary', 'Biotech', 'Series D', '65000000', '100000'],
    ['Evergreen AgTech', 'Primary', 'Agriculture', 'Seed', '3500000', '5000'],
    ['Delta Freight Credit', 'Primary', 'Private credit', 'Fund', '90000000', '100000'],
  ] satisfies OpportunityRow[]
).map(([name, type, sector, stage, size, minimum]) => ({ name, type, sector, stage, size, minimum }));

type SampleOpportunity = (typeof OPPORTUNITIES)[number];

function OpportunityCard({ opportunity }: { opportunity: SampleOpportunity }) {
  return (
    <Card withBorder padding="md" h="100%">
      <Stack gap={6} align="flex-start">
        <Badge variant="light">{opportunity.type}</Badge>
        <Text fw={600}>{opportunity.name}</Text>
        <Text size="sm" c="dimmed">
          {opportunity.sector} · {opportunity.stage}
        </Text>
        <Text size="sm">Target raise {formatCurrency(opportunity.size)}</Text>
        <Text size="sm">Minimum {formatCurrency(opportunity.minimum)}</Text>
      </Stack>
    </Card>
  );
}

export function CarouselExample() {
  return (
    <Carousel
      label="Featured opportunities"
      items={OPPORTUNITIES}
      getKey={(o) => o.name}
      renderItem={(o) => <OpportunityCard opportunity={o} />}
    />
  );
}
