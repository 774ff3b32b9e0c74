import type { InvestorRow } from '@dl/contracts';
import { canResendInvitation } from '@dl/domain';
import { Button, Group } from '@mantine/core';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { showSnackbar } from '#web/lib/snackbar.ts';
import { useResendInvitation, useRevokeInvitation } from '../api/investors.ts';

/** Whether a row's invitation still waits for its person (1 Sent, 2 Open, not registered, not revoked). */
export function isWaitingInvitation(row: InvestorRow): boolean {
  return (
    row.invitation_id !== null &&
    row.invitation_status !== null &&
    canResendInvitation({ status: row.invitation_status, registered: row.entity_id !== null, revoked: row.revoked })
  );
}

/** Resend and Revoke of a waiting invitation, each after a confirm dialog. */
export function InvitationRowActions({ fidId, row }: { fidId: string; row: InvestorRow }) {
  const resend = useResendInvitation(fidId);
  const revoke = useRevokeInvitation(fidId);
  const { confirm, dialog } = useConfirm();
  const id = row.invitation_id as string;

  const onResend = async () => {
    const ok = await confirm({
      title: 'Resend invitation',
      message: `Send ${row.email} a new invitation link? The previous link stops working.`,
      confirmLabel: 'Resend',
    });
    if (!ok) return;
    resend.mutate(id, {
      onSuccess: () => showSnackbar({ text: `Invitation sent again to ${row.email}.` }),
      onError: (error) => showSnackbar({ text: errorText(error, 'Failed to update item'), color: 'error' }),
    });
  };
  const onRevoke = async () => {
    const ok = await confirm({
      title: 'Revoke invitation',
      message: `Revoke the invitation of ${row.name}? Its link stops working at once.`,
      confirmLabel: 'Revoke',
      danger: true,
    });
    if (!ok) return;
    revoke.mutate(id, {
      onSuccess: () => showSnackbar({ text: `The invitation of ${row.name} was revoked.` }),
      onError: (error) => showSnackbar({ text: errorText(error, 'Failed to update item'), color: 'error' }),
    });
  };

  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={onResend}
        loading={resend.isPending}
        aria-label={`Resend invitation to ${row.name}`}
      >
        Resend
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={onRevoke}
        loading={revoke.isPending}
        aria-label={`Revoke invitation of ${row.name}`}
      >
        Revoke
      </Button>
      {dialog}
    </Group>
  );
}
