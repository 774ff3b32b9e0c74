import type { OpportunityDetail } from '@dl/contracts';
import { formatCurrency, formatDate } from '@dl/domain';
import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SECURITY_TYPE_NAMES, securityTermRows } from '../lib/security-terms.ts';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

const money = (value: string | null) => (value ? formatCurrency(value) : null);

/** Key figures of spec 3 "Opportunity" and the security terms by type number. */
export function OpportunityFacts({ opportunity: o }: { opportunity: OpportunityDetail }) {
  const terms = o.details.security_terms;
  const rows = terms ? securityTermRows(terms) : [];
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="md">
          Key terms
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" verticalSpacing="md">
          <Fact label="Target raise" value={money(o.size)} />
          <Fact label="Minimum investment" value={money(o.minimum)} />
          <Fact label="Pre-money" value={money(o.pre)} />
          <Fact label="Post-money" value={money(o.post)} />
          <Fact label="Opens" value={formatDate(o.start_date)} />
          <Fact label="Closes" value={formatDate(o.end_date)} />
          <Fact label="Stage" value={o.details.stage} />
          <Fact label="Market" value={o.details.market} />
          <Fact label="Sector" value={o.details.common_sector.join(', ')} />
          <Fact label="Industry" value={o.details.common_industry.join(', ')} />
          <Fact label="Ticker" value={o.ticker} />
        </SimpleGrid>
      </Card>
      {terms && (
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md">
            Security terms: {SECURITY_TYPE_NAMES[terms.type]}
          </Title>
          {rows.length > 0 ? (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
              {rows.map((row) => (
                <Fact key={row.key} label={row.label} value={row.value} />
              ))}
            </SimpleGrid>
          ) : (
            <Text c="dimmed" size="sm">
              Missing Information
            </Text>
          )}
        </Card>
      )}
      {o.details.highlights.length > 0 && (
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="sm">
            Highlights
          </Title>
          <List spacing="xs" size="sm">
            {o.details.highlights.map((highlight) => (
              <List.Item key={highlight}>{highlight}</List.Item>
            ))}
          </List>
        </Card>
      )}
    </Stack>
  );
}
