import { ERROR_MESSAGES } from '@dl/domain';
import { Alert, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useMyEntities } from '#web/features/profile/api/my-entities.ts';
import { PartiesPanel } from '#web/features/profile/components/parties-panel.tsx';
import { errorText } from '#web/lib/api-error.ts';

/** Authorized parties: choose one of the entities the user manages, then its parties. */
export function AuthorizedPartiesPanel({ fidId }: { fidId: string }) {
  const entities = useMyEntities(fidId);
  const managed = entities.data?.results.filter((e) => e.can_manage) ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const entityId = chosen && managed.some((e) => e.id === chosen) ? chosen : (managed[0]?.id ?? null);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Invite people to act for an entity you manage, as investor admin or viewer.
      </Text>
      {entities.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(entities.error, ERROR_MESSAGES.LOAD_DATA)}
        </Alert>
      )}
      {entities.isPending && <Skeleton height={36} maw={360} />}
      {entities.data && managed.length === 0 && <Text c="dimmed">You do not manage any entity yet.</Text>}
      {managed.length > 0 && (
        <Select
          label="Entity"
          data={managed.map((e) => ({ value: e.id, label: e.name }))}
          value={entityId}
          onChange={setChosen}
          allowDeselect={false}
          maw={360}
        />
      )}
      {entityId && <PartiesPanel key={entityId} fidId={fidId} entityId={entityId} />}
    </Stack>
  );
}
