import type { MyEntity } from '@dl/contracts';
import { ERROR_MESSAGES } from '@dl/domain';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { useMyEntities } from '../api/my-entities.ts';
import { BUSINESS_TYPE_LABEL, ENTITY_TYPE_LABEL, ROLE_LABEL } from '../lib/labels.ts';
import { EntityForm } from './entity-form.tsx';

/** My entities: the entities the user invests through, with add and edit. */
export function EntitiesList({ fidId }: { fidId: string }) {
  const entities = useMyEntities(fidId);
  const [editing, setEditing] = useState<MyEntity | null | undefined>(undefined);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Entities you invest through
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          Add entity
        </Button>
      </Group>
      {entities.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(entities.error, ERROR_MESSAGES.LOAD_DATA)}
        </Alert>
      )}
      {entities.isPending && <Skeleton height={120} />}
      {entities.data?.count === 0 && <Text c="dimmed">No data</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {entities.data?.results.map((e) => (
          <EntityCard key={e.id} entity={e} onEdit={() => setEditing(e)} />
        ))}
      </SimpleGrid>
      <EntityForm
        fidId={fidId}
        entity={editing ?? null}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}

function EntityCard({ entity, onEdit }: { entity: MyEntity; onEdit: () => void }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="entity-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <IconBuilding size={28} aria-hidden />
          <Stack gap={2}>
            <Text fw={600}>{entity.name}</Text>
            <Text size="xs" c="dimmed">
              {ENTITY_TYPE_LABEL[entity.type]}
              {entity.business_type ? ` · ${BUSINESS_TYPE_LABEL[entity.business_type]}` : ''} · {entity.trellis_uid}
            </Text>
          </Stack>
        </Group>
        {entity.can_manage && (
          <Button
            variant="subtle"
            size="xs"
            style={{ flexShrink: 0 }}
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={`Edit ${entity.name}`}
          >
            Edit
          </Button>
        )}
      </Group>
      <Group gap="xs" mt="sm">
        <Badge variant="light" c="dark">
          {ROLE_LABEL[entity.my_role]}
        </Badge>
        <Badge variant="light" color={entity.kyc_status ? 'teal' : 'gray'} c="dark">
          KYC: {entity.kyc_status ?? 'Not started'}
        </Badge>
      </Group>
      {entity.addresses.map((a) => (
        <Text key={a.type} size="sm" mt="xs">
          <Text span fw={600}>
            {a.type === 'HOME' ? 'Home' : 'Office'}:
          </Text>{' '}
          {[a.line1, a.line2, a.line3, a.city, a.province, a.postal, a.country.toUpperCase()]
            .filter(Boolean)
            .join(', ')}
        </Text>
      ))}
      {entity.phones.map((p) => (
        <Text key={p.type} size="sm">
          <Text span fw={600}>
            {p.type.charAt(0) + p.type.slice(1).toLowerCase()}:
          </Text>{' '}
          {p.number}
        </Text>
      ))}
    </Card>
  );
}
