import { PAGE_SIZE_ALL } from '@dl/domain';
import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { LongChecklist } from '#web/components/kit/long-checklist/index.ts';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useOpportunityAccess } from '../api/opportunity-access.ts';
import { LOAD_FAILED } from '../lib/labels.ts';

export interface InvestorPickerProps {
  fidId: string;
  opportunityId: string;
  opened: boolean;
  onClose: () => void;
  /** The chosen entity ids and what to do for them. */
  onApply: (entityIds: string[], status: 'APPROVED' | 'CLOSED') => void;
  busy: boolean;
}

/**
 * Investors chosen one by one with the spec's long checklist (spec 9: loaded at the checklist's page
 * size, sorted by name), only while the side modal is open.
 */
export function InvestorPicker({ fidId, opportunityId, opened, onClose, onApply, busy }: InvestorPickerProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const all = useOpportunityAccess(fidId, opportunityId, { page: 1, limit: PAGE_SIZE_ALL, ordering: 'name' }, opened);
  const items = (all.data?.results ?? []).map((r) => ({
    value: r.entity_id,
    label: r.status ? `${r.name} (${r.status})` : r.name,
  }));
  const apply = (status: 'APPROVED' | 'CLOSED') => onApply(chosen, status);
  return (
    <SideModal opened={opened} onClose={onClose} title="Choose investors">
      <Stack gap="md">
        {all.isError && (
          <Alert color="red" role="alert">
            {errorText(all.error, LOAD_FAILED)}
          </Alert>
        )}
        {all.isPending ? (
          <Center py="lg">
            <Loader size="sm" aria-label="Loading investors" />
          </Center>
        ) : (
          <LongChecklist label="Investors" items={items} value={chosen} onChange={setChosen} maxHeight={420} />
        )}
        <Group gap="sm" grow>
          <Button onClick={() => apply('APPROVED')} disabled={chosen.length === 0} loading={busy}>
            Grant access
          </Button>
          <Button variant="default" onClick={() => apply('CLOSED')} disabled={chosen.length === 0 || busy}>
            Close access
          </Button>
        </Group>
      </Stack>
    </SideModal>
  );
}
