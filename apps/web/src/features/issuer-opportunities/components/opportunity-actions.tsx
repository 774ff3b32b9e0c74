import type { IssuerOpportunity } from '@dl/contracts';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconEdit, IconLock, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { ReasonDialog } from '#web/components/kit/reason-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { type IssuerStep, useIssuerStep } from '../api/opportunities.ts';
import { SAVE_FAILED } from '../lib/labels.ts';

export interface OpportunityActionsProps {
  fidId: string;
  opportunity: IssuerOpportunity;
  editHref: string;
}

const DONE: Record<IssuerStep['event'], string> = {
  send: 'The opportunity is sent for review.',
  approve: "The opportunity is approved and sent to the fiduciary's queue.",
  reject: 'The opportunity is sent back to the drafts.',
  close: 'The opportunity is closed.',
};

/** The buttons the API's `actions` allow now: Edit, Send for review, Approve, Reject, Close. */
export function OpportunityActions({ fidId, opportunity: o, editHref }: OpportunityActionsProps) {
  const run = useIssuerStep(fidId, o.id);
  const snackbar = useSnackbar();
  const { confirm, dialog } = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const has = (action: IssuerOpportunity['actions'][number]) => o.actions.includes(action);
  const go = (s: IssuerStep) =>
    run.mutate(s, {
      onSuccess: () => {
        setRejecting(false);
        void snackbar.success(DONE[s.event]);
      },
    });
  const ask = async (s: IssuerStep, title: string, message: string, confirmLabel: string, danger = false) => {
    if (await confirm({ title, message, confirmLabel, danger })) go(s);
  };
  const sendMessage = o.requires_internal_approval
    ? `"${o.name}" goes to your company's opportunity approver first; once they approve it, it reaches the fiduciary's review queue. You cannot change it while it is under review.`
    : `"${o.name}" goes to the fiduciary's review queue. You cannot change it while it is under review.`;

  if (o.actions.length === 0) return null;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        {has('edit') && (
          <Button component={Link} to={editHref} variant="default" leftSection={<IconEdit size={16} aria-hidden />}>
            Edit
          </Button>
        )}
        {has('send') && (
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            loading={run.isPending && run.variables?.event === 'send'}
            onClick={() => void ask({ event: 'send' }, 'Send for review', sendMessage, 'Send')}
          >
            Send for review
          </Button>
        )}
        {has('approve') && (
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={run.isPending && run.variables?.event === 'approve'}
            onClick={() =>
              void ask(
                { event: 'approve' },
                'Approve opportunity',
                `Pass "${o.name}" on to the fiduciary's review queue?`,
                'Approve',
              )
            }
          >
            Approve
          </Button>
        )}
        {has('reject') && (
          <Button
            variant="default"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setRejecting(true)}
            disabled={run.isPending}
          >
            Reject
          </Button>
        )}
        {has('close') && (
          <Button
            variant="default"
            color="red"
            leftSection={<IconLock size={16} aria-hidden />}
            loading={run.isPending && run.variables?.event === 'close'}
            onClick={() =>
              void ask(
                { event: 'close' },
                'Close opportunity',
                `Close "${o.name}"? Investors can no longer subscribe to it.`,
                'Close opportunity',
                true,
              )
            }
          >
            Close
          </Button>
        )}
      </Group>
      {run.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" mt="sm">
          {errorText(run.error, SAVE_FAILED)}
        </Alert>
      )}
      {dialog}
      <ReasonDialog
        opened={rejecting}
        onClose={() => setRejecting(false)}
        onSubmit={(reason) => go({ event: 'reject', reason })}
        title="Reject opportunity"
        description="The opportunity goes back to the drafts; its editors see this reason."
        loading={run.isPending}
        maxLength={2000}
        danger
      />
    </>
  );
}
