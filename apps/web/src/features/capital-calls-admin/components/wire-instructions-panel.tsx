import type { WireInstructions, WireInstructionsProposal } from '@dl/contracts';
import { formatDate, formatDateTime } from '@dl/domain';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ReasonDialog } from '#web/components/kit/reason-dialog/index.ts';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import {
  useApproveWireInstructions,
  useRejectWireInstructions,
  useWireInstructionsState,
} from '../api/wire-instructions.ts';
import { LOAD_FAILED } from '../lib/labels.ts';
import { WireProposalForm } from './wire-proposal-form.tsx';

type Fields = Pick<WireInstructions, 'bank_name' | 'account_name' | 'account_number' | 'routing_number' | 'swift_code'>;

function Details({ fields }: { fields: Fields }) {
  const rows: [string, string][] = [
    ['Bank', fields.bank_name],
    ['Account name', fields.account_name],
    ['Account number', fields.account_number],
    ['Routing number', fields.routing_number || '-'],
    ['SWIFT', fields.swift_code || '-'],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      {rows.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function Pending({ fidId, proposal }: { fidId: string; proposal: WireInstructionsProposal }) {
  const canApprove = useCan('wire_instructions.approve');
  const approve = useApproveWireInstructions(fidId);
  const reject = useRejectWireInstructions(fidId);
  const [rejecting, setRejecting] = useState(false);
  const error = approve.error ?? reject.error;
  return (
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-yellow-0)">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Proposed change
        </Title>
        <Text size="sm">
          Proposed by {proposal.proposed_by.name} on {formatDateTime(proposal.proposed_on)}
        </Text>
        <Details fields={proposal} />
        {proposal.proposed_by_me ? (
          <Text size="sm" fw={500} role="status">
            Waiting for another administrator
          </Text>
        ) : canApprove ? (
          <Group>
            <Button onClick={() => approve.mutate(proposal.id)} loading={approve.isPending}>
              Approve
            </Button>
            <Button variant="default" color="red" onClick={() => setRejecting(true)}>
              Reject
            </Button>
          </Group>
        ) : (
          <Text size="sm" role="status">
            Waiting for an administrator's approval
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {errorText(error, 'Failed to decide on the proposal')}
          </Alert>
        )}
      </Stack>
      <ReasonDialog
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title="Reject proposed wire instructions"
        loading={reject.isPending}
        onSubmit={(reason) =>
          reject.mutate({ proposalId: proposal.id, reason }, { onSuccess: () => setRejecting(false) })
        }
      />
    </Card>
  );
}

/** The wire instructions investors are shown, when they were last verified, and the four-eyes change. */
export function WireInstructionsPanel({ fidId }: { fidId: string }) {
  const state = useWireInstructionsState(fidId);
  const canPropose = useCan('wire_instructions.write');
  const [proposing, setProposing] = useState(false);
  const current = state.data?.current ?? null;
  const pending = state.data?.pending ?? null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="wire-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="wire-title">
            Wire instructions
          </Title>
          {canPropose && state.data && !pending && (
            <Button variant="light" onClick={() => setProposing(true)}>
              Propose change
            </Button>
          )}
        </Group>
        {state.isError && (
          <Alert color="red" role="alert">
            {errorText(state.error, LOAD_FAILED)}
          </Alert>
        )}
        {state.isPending && <Text c="dimmed">Loading...</Text>}
        {state.data && !current && <Text c="dimmed">No wire instructions are in force yet.</Text>}
        {current && (
          <Stack gap="xs">
            <Details fields={current} />
            <Text size="sm" c="dimmed">
              Last verified {formatDate(current.verified_on ?? current.modified_on)}
            </Text>
          </Stack>
        )}
        {pending && <Pending fidId={fidId} proposal={pending} />}
      </Stack>
      <SideModal opened={proposing} onClose={() => setProposing(false)} title="Propose wire instructions">
        <WireProposalForm fidId={fidId} current={current} onDone={() => setProposing(false)} />
      </SideModal>
    </Card>
  );
}
