import type { Tearsheet } from '@dl/contracts';
import { formatCurrency, formatDate } from '@dl/domain';
import { Avatar, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value || '—'}
      </Text>
    </div>
  );
}

/** The one-page summary of an opportunity (spec 2 tearsheet). */
export function TearsheetView({ tearsheet: t, headingOrder = 1 }: { tearsheet: Tearsheet; headingOrder?: 1 | 2 }) {
  const about = [t.issuer.market, t.issuer.stage, t.issuer.sector, t.issuer.headquarters].filter(Boolean).join(' · ');
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={t.issuer.logo} alt="" size="lg" radius="md" color="secondary">
          {t.issuer.name.slice(0, 2).toUpperCase()}
        </Avatar>
        <div>
          <Title order={headingOrder} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {t.name}
          </Title>
          <Text c="dimmed">{t.issuer.name}</Text>
          {about && <Text size="sm">{about}</Text>}
        </div>
      </Group>
      {t.short_desc && <Text size="lg">{t.short_desc}</Text>}
      <Card withBorder radius="md" padding="lg">
        {/* By the card's own width: the public tearsheet sits in a narrow card, the roadshow is wide. */}
        <SimpleGrid type="container" cols={{ base: 2, '560px': 4 }} spacing="md">
          <Figure label="Target raise" value={formatCurrency(t.size)} />
          <Figure label="Minimum investment" value={formatCurrency(t.minimum)} />
          <Figure label="Opens" value={formatDate(t.start_date)} />
          <Figure label="Closes" value={formatDate(t.end_date)} />
        </SimpleGrid>
      </Card>
      {t.highlights.length > 0 && (
        <Card withBorder radius="md" padding="lg">
          <Title order={(headingOrder + 1) as 2 | 3} size="h4" mb="sm">
            Highlights
          </Title>
          <List spacing="xs">
            {t.highlights.map((highlight) => (
              <List.Item key={highlight}>{highlight}</List.Item>
            ))}
          </List>
        </Card>
      )}
    </Stack>
  );
}
