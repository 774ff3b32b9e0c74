import type { PublicInvitation } from '@dl/contracts';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';

const ENTITY_TYPE_LABEL: Record<PublicInvitation['entity_type'], string> = {
  INDIVIDUAL: 'Individual',
  ENTITY: 'Entity',
  INDIVIDUAL_FOR_ENTITY: 'Individual for an entity',
};

/** Who is invited, by whom, and for what kind of investing entity. */
export function InvitationSummary({ invitation }: { invitation: PublicInvitation }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Stack gap={6}>
        <Text size="sm">
          <Text span fw={600}>
            {invitation.fiduciary.name}
          </Text>{' '}
          invited{' '}
          <Text span fw={600}>
            {invitation.email_masked}
          </Text>
        </Text>
        <Group gap="xs">
          <Badge variant="light" color="gray" c="dark.7">
            {ENTITY_TYPE_LABEL[invitation.entity_type]}
          </Badge>
          {invitation.entity_name && (
            <Text size="sm" c="dimmed">
              {invitation.entity_name}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
