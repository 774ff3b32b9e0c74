import type { DealDetail } from '@dl/contracts';
import { type DealDeskAction, DEAL_DESK_ACTIONS, formatCurrency } from '@dl/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconSignature, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { ReasonDialog } from '#web/components/kit/reason-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { type DealStep, useDealStep } from '../api/deals.ts';

const DONE_TEXT: Record<DealStep, string> = {
  approve: 'The deal is approved.',
  decline: 'The deal is declined.',
  execute: 'The deal is executed.',
};
const STEP_FAILED = 'Failed to update item';
const COUNTERSIGN_FAILED = 'Failed to sign document';

export interface DealActionsProps {
  fidId: string;
  deal: DealDetail;
  /** Opens the countersign ceremony (the page navigates to it); a rejection is shown here. */
  onCountersign: () => Promise<void>;
}

/** Whether a button shows: the API offers the step now and the role's permission allows it (ADR 0026). */
function useOffered(deal: DealDetail): (action: DealDeskAction) => boolean {
  const allowed = {
    approve: useCan(DEAL_DESK_ACTIONS.approve.permission),
    decline: useCan(DEAL_DESK_ACTIONS.decline.permission),
    countersign: useCan(DEAL_DESK_ACTIONS.countersign.permission),
    execute: useCan(DEAL_DESK_ACTIONS.execute.permission),
  };
  return (action) => allowed[action] && deal.actions.includes(action);
}

/** Approve (confirm), Decline (Reason dialog), Countersign (the e-sign ceremony), Execute (confirm). */
export function DealActions({ fidId, deal, onCountersign }: DealActionsProps) {
  const offered = useOffered(deal);
  const step = useDealStep(fidId, deal.id);
  const snackbar = useSnackbar();
  const { confirm, dialog } = useConfirm();
  const [declining, setDeclining] = useState(false);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const what = `${deal.entity.name}'s ${formatCurrency(deal.amount, { abbreviate: false })} in ${deal.opportunity.name}`;

  const run = async (next: DealStep, reason?: string) => {
    setError(null);
    try {
      await step.mutateAsync({ step: next, ...(reason ? { reason } : {}) });
      setDeclining(false);
      void snackbar.success(DONE_TEXT[next]);
    } catch (err) {
      setError(errorText(err, STEP_FAILED));
    }
  };
  const confirmThen = async (next: 'approve' | 'execute') => {
    const title = next === 'approve' ? 'Approve the deal' : 'Execute the deal';
    const ok = await confirm({
      title,
      message: `${title}: ${what}?`,
      confirmLabel: next === 'approve' ? 'Approve' : 'Execute',
    });
    if (ok) await run(next);
  };
  const countersign = async () => {
    setError(null);
    setOpening(true);
    try {
      await onCountersign();
    } catch (err) {
      setError(errorText(err, COUNTERSIGN_FAILED));
    } finally {
      setOpening(false);
    }
  };

  const buttons = [
    offered('approve') && (
      <Button
        key="approve"
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={() => void confirmThen('approve')}
      >
        Approve
      </Button>
    ),
    offered('countersign') && (
      <Button
        key="countersign"
        leftSection={<IconSignature size={16} aria-hidden />}
        onClick={countersign}
        loading={opening}
      >
        Countersign
      </Button>
    ),
    offered('execute') && (
      <Button
        key="execute"
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={() => void confirmThen('execute')}
      >
        Execute
      </Button>
    ),
    offered('decline') && (
      <Button
        key="decline"
        variant="default"
        color="red"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => setDeclining(true)}
      >
        Decline
      </Button>
    ),
  ].filter(Boolean);

  return (
    <>
      {buttons.length > 0 ? (
        <Group gap="sm">{buttons}</Group>
      ) : (
        <Text size="sm" c="dimmed">
          No step of this deal waits on you.
        </Text>
      )}
      {error && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" mt="sm">
          {error}
        </Alert>
      )}
      {dialog}
      <ReasonDialog
        opened={declining}
        onClose={() => setDeclining(false)}
        onSubmit={(reason) => void run('decline', reason)}
        title="Decline the deal"
        description={`Decline ${what}. The investor sees the reason.`}
        maxLength={1000}
        loading={step.isPending}
      />
    </>
  );
}
