import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DIALOG_WIDTH } from '#web/components/kit/shared/dialog-sizes.ts';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { useCan } from '#web/lib/permissions.ts';
import { CallDetail } from './call-detail.tsx';
import { CallsTable } from './calls-table.tsx';
import { NewCallForm } from './new-call-form.tsx';
import { WireInstructionsPanel } from './wire-instructions-panel.tsx';

/** `?call=` keeps the selected call in the address, so a call can be linked to and reloaded. */
const CALL_PARAM = 'call';

/** The fund admin's capital calls: the list, a call's allocations and payments, and the wire instructions. */
export function CapitalCallsScreen({ fidId }: { fidId: string }) {
  const [params, setParams] = useSearchParams();
  const callId = params.get(CALL_PARAM);
  const select = (id: string) => setParams({ [CALL_PARAM]: id });
  return (
    <Stack gap="lg">
      <CallsTable fidId={fidId} selectedId={callId} onSelect={select} />
      {callId && <CallDetail key={callId} fidId={fidId} callId={callId} />}
      <WireInstructionsPanel fidId={fidId} />
    </Stack>
  );
}

/** The header's New capital call button and its side modal; hidden from roles that may not issue calls. */
export function NewCallButton({ fidId }: { fidId: string }) {
  const canIssue = useCan('capital_calls.issue');
  const [, setParams] = useSearchParams();
  const [opened, setOpened] = useState(false);
  if (!canIssue) return null;
  return (
    <>
      <Button onClick={() => setOpened(true)}>New capital call</Button>
      <SideModal opened={opened} onClose={() => setOpened(false)} title="New capital call" size={DIALOG_WIDTH.wide}>
        {opened && (
          <NewCallForm
            fidId={fidId}
            onCreated={(id) => {
              setOpened(false);
              setParams({ [CALL_PARAM]: id });
            }}
          />
        )}
      </SideModal>
    </>
  );
}
