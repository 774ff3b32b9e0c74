import type { Invitation } from '@dl/contracts';
import type { KycDecision } from '@dl/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ReasonDialog } from '#web/components/kit/reason-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { showSnackbar } from '#web/lib/snackbar.ts';
import { useKycDecision } from '../api/kyc.ts';

const DIALOG: Record<KycDecision, { button: string; title: string; description: string; done: string }> = {
  APPROVE: {
    button: 'Approve',
    title: 'Approve KYC',
    description: 'Say what was checked. The investor is told their KYC is approved.',
    done: 'KYC approved.',
  },
  DENY: {
    button: 'Deny',
    title: 'Deny KYC',
    description: 'The investor reads this reason. A denial is final.',
    done: 'KYC denied.',
  },
  REQUEST_REVISION: {
    button: 'Request revision',
    title: 'Request a revision',
    description: 'Say what the investor must change; they edit their KYC and submit it again.',
    done: 'Revision requested.',
  },
};

/**
 * Approve, deny or request a revision of a submitted KYC (4 Form), each through the spec's Reason
 * dialog (Ok only with a reason). Shown to `kyc.decide` roles, and only while the KYC is submitted.
 */
export function KycDecisionPanel({ fidId, invitation }: { fidId: string; invitation: Invitation }) {
  const canDecide = useCan('kyc.decide');
  const [open, setOpen] = useState<KycDecision | null>(null);
  const decide = useKycDecision(fidId, invitation.id);
  if (invitation.status !== 4) {
    return (
      <Alert
        color={invitation.status === 6 ? 'red' : invitation.status === 5 ? 'green' : 'blue'}
        title={`Status: ${invitation.status_label}`}
      >
        {invitation.decision_reason ? <Text size="sm">Reason: {invitation.decision_reason}</Text> : null}
        {invitation.status < 4 && <Text size="sm">The investor has not submitted this KYC form (again) yet.</Text>}
      </Alert>
    );
  }
  if (!canDecide) return null;
  const dialog = open ? DIALOG[open] : null;
  return (
    <>
      {decide.isError && (
        <Alert color="red" role="alert">
          {errorText(decide.error, 'Failed to update item')}
        </Alert>
      )}
      <Group gap="xs">
        <Button color="green" onClick={() => setOpen('APPROVE')}>
          {DIALOG.APPROVE.button}
        </Button>
        <Button variant="default" onClick={() => setOpen('REQUEST_REVISION')}>
          {DIALOG.REQUEST_REVISION.button}
        </Button>
        <Button color="red" variant="outline" onClick={() => setOpen('DENY')}>
          {DIALOG.DENY.button}
        </Button>
      </Group>
      <ReasonDialog
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={dialog?.title}
        description={dialog?.description}
        maxLength={2000}
        loading={decide.isPending}
        onSubmit={(reason) => {
          if (!open) return;
          const decision = open;
          decide.mutate(
            { decision, reason },
            {
              onSuccess: () => {
                setOpen(null);
                showSnackbar({ text: DIALOG[decision].done });
              },
              onError: () => setOpen(null),
            },
          );
        }}
      />
    </>
  );
}
