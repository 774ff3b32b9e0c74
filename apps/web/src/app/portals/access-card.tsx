import type { Permission } from '@dl/contracts';
import { toInvestorRole } from '@dl/domain';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';

export interface AccessCardProps {
  permission: Permission | null;
  currentRole: string | null;
}

/** Where the user is signed in: fiduciary (tenant), current role and the entities they act for. */
export function AccessCard({ permission, currentRole }: AccessCardProps) {
  const entityCount =
    (permission?.entities.length ?? 0) +
    (permission?.investor_admin_entities.length ?? 0) +
    (permission?.viewer_entities.length ?? 0);
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Your access
      </Title>
      <Stack gap="sm">
        <Row label="Fiduciary" value={permission?.fiduciary.name ?? 'Platform'} />
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            Current role
          </Text>
          {currentRole && (
            <Badge variant="light" color="brand" data-testid="current-role">
              {roleLabel(currentRole)}
            </Badge>
          )}
        </Group>
        <Row label="Entities" value={String(entityCount)} />
      </Stack>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Readable role name: investor membership roles by their portal name (spec 3: INVESTOR,
 * INVESTOR_ADMIN, VIEWER), others in full (`fiduciary_admin` -> `Fiduciary Admin`).
 */
export function roleLabel(role: string): string {
  return (toInvestorRole(role) ?? role)
    .split(/[_-]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
