import type { IssuerOpportunity } from '@dl/contracts';
import { formatCurrency, formatDate } from '@dl/domain';
import { Card, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SECURITY_TYPE_NAMES, securityTermRows } from '#web/lib/security-term-labels.ts';
import { KIND_TEXT, STRUCTURE_TEXT } from '../lib/labels.ts';

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

const money = (value: string | null) => (value ? formatCurrency(value, { abbreviate: false }) : null);

/** Every field of the opportunity as read (spec 3), money per spec 9 and dates MM/DD/YYYY. */
export function OpportunityDetails({ opportunity: o }: { opportunity: IssuerOpportunity }) {
  const terms = o.security_terms;
  const rows = terms ? securityTermRows(terms) : [];
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="opportunity-details-title">
        <Title order={2} size="h4" mb="md" id="opportunity-details-title">
          Details
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
          <Fact label="Short Description" value={o.short_desc} />
          <Fact label="Opportunity Type" value={KIND_TEXT[o.opportunity_type]} />
          <Fact label="Structure" value={STRUCTURE_TEXT[o.type]} />
          <Fact label="Target Raise" value={money(o.size)} />
          <Fact label="Minimum Investment" value={money(o.minimum)} />
          <Fact label="Pre-money Valuation" value={money(o.pre)} />
          <Fact label="Post-money Valuation" value={money(o.post)} />
          <Fact label="Start Date" value={formatDate(o.start_date)} />
          <Fact label="End Date" value={formatDate(o.end_date)} />
          <Fact label="Market" value={o.market} />
          <Fact label="Stage" value={o.stage} />
          <Fact label="Sectors" value={o.common_sector.join(', ')} />
          <Fact label="Industries" value={o.common_industry.join(', ')} />
          <Fact label="Ticker" value={o.ticker} />
        </SimpleGrid>
        {o.logo && <Image src={o.logo} alt={`${o.name} logo`} h={48} w="auto" fit="contain" mt="md" />}
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="opportunity-terms-title">
        <Title order={2} size="h4" mb="md" id="opportunity-terms-title">
          {terms ? `Share terms: ${SECURITY_TYPE_NAMES[terms.type]} (type ${terms.type})` : 'Share terms'}
        </Title>
        {rows.length > 0 ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
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
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="opportunity-highlights-title">
        <Title order={2} size="h4" mb="sm" id="opportunity-highlights-title">
          Highlights
        </Title>
        {o.highlights.length > 0 ? (
          <List spacing="xs" size="sm">
            {o.highlights.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        ) : (
          <Text c="dimmed" size="sm">
            No highlights yet.
          </Text>
        )}
      </Card>
    </Stack>
  );
}
