import type { IssuerDetail } from '@dl/contracts';
import { Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

function Line({ label, value }: { label: string; value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** Spec 3 "Issuer or company". */
export function IssuerCard({ issuer }: { issuer: IssuerDetail }) {
  const d = issuer.details;
  const address = d.address
    ? [d.address.line1, d.address.city, d.address.province, d.address.country].filter(Boolean).join(', ')
    : null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={issuer.branding.logo_small ?? issuer.logo} alt="" radius="md" color="secondary">
            {issuer.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <div>
            <Text size="xs" c="dimmed">
              Issuer
            </Text>
            <Title order={2} size="h4">
              {issuer.name}
            </Title>
          </div>
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <Line label="Structure" value={d.structure} />
          <Line label="Founded" value={d.yearFounded} />
          <Line label="Stage" value={issuer.stage} />
          <Line label="Market" value={issuer.market} />
          <Line label="Sector" value={d.sector} />
          <Line label="Industry" value={d.industry} />
          <Line label="Employees" value={d.employees} />
          <Line label="Headquarters" value={d.headquarters} />
        </SimpleGrid>
        <Line label="Address" value={address} />
      </Stack>
    </Card>
  );
}
