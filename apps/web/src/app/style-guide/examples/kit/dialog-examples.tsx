import { Button, Group, Stack, Switch } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { ConfirmDialog, useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { EsignDialog } from '#web/components/kit/esign-dialog/index.ts';
import { ReasonDialog } from '#web/components/kit/reason-dialog/index.ts';
import { ExampleResult } from './example-result.tsx';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function ConfirmDialogExample() {
  const { confirm, dialog } = useConfirm();
  const [opened, handlers] = useDisclosure(false);
  const [result, setResult] = useState<string | null>(null);
  const withdraw = async () => {
    const yes = await confirm({
      title: 'Withdraw interest',
      message: 'Withdraw your indication of interest in Northwind Logistics Series B? The issuer will be told.',
      confirmLabel: 'Withdraw',
      danger: true,
    });
    setResult(yes ? 'withdrawn' : 'kept');
  };
  return (
    <Stack gap="sm">
      <Group>
        <Button color="red.8" variant="outline" onClick={withdraw}>
          Withdraw interest (useConfirm)
        </Button>
        <Button variant="default" onClick={handlers.open}>
          Approve allocation
        </Button>
      </Group>
      <ExampleResult value={result} />
      {dialog}
      <ConfirmDialog
        opened={opened}
        title="Approve allocation"
        message="Approve a $250,000 allocation in Helios Solar Fund II for Blue Ridge Capital LLC?"
        confirmLabel="Approve"
        onConfirm={() => {
          setResult('approved');
          handlers.close();
        }}
        onCancel={handlers.close}
      />
    </Stack>
  );
}

export function ReasonDialogExample() {
  const [opened, handlers] = useDisclosure(false);
  const [reason, setReason] = useState<string | null>(null);
  return (
    <Stack gap="sm" align="flex-start">
      <Button variant="default" onClick={handlers.open}>
        Decline investor
      </Button>
      <ExampleResult label="Reason" value={reason} />
      <ReasonDialog
        opened={opened}
        title="Decline Avery Adams"
        description="The investor sees this reason in their notifications."
        onClose={handlers.close}
        onSubmit={(text) => {
          setReason(text);
          handlers.close();
        }}
      />
    </Stack>
  );
}

export function EsignDialogExample() {
  const [opened, handlers] = useDisclosure(false);
  const [fail, setFail] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const sign = async () => {
    await wait(900);
    if (fail) throw new Error('e-sign service unavailable');
    setResult('redirecting to the e-sign page');
    handlers.close();
  };
  return (
    <Stack gap="sm" align="flex-start">
      <Group>
        <Button onClick={handlers.open}>Sign NDA</Button>
        <Switch label="Make signing fail" checked={fail} onChange={(e) => setFail(e.currentTarget.checked)} />
      </Group>
      <ExampleResult value={result} />
      <EsignDialog
        opened={opened}
        onClose={handlers.close}
        documentName="Northwind Logistics - Mutual NDA.pdf"
        description="You will be taken to the e-sign page to complete the signature."
        onSign={sign}
      />
    </Stack>
  );
}
