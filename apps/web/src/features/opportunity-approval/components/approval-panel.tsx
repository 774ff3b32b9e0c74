import type { ApprovalInfo } from '@dl/contracts';
import { FOUR_EYES_MESSAGES, formatDateTime } from '@dl/domain';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconEyeCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { ReasonDialog } from '#web/components/kit/reason-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useDecideOpportunity } from '../api/opportunity-review.ts';
import { ApprovalBadge } from './status-badges.tsx';

export interface ApprovalPanelProps {
  fidId: string;
  opportunityId: string;
  opportunityName: string;
  approval: ApprovalInfo;
}

/**
 * The decision on an opportunity: its approval status, who reviewed it and why, and Approve (confirm
 * dialog) and Reject (the Reason dialog) for roles that may decide. Four eyes: an editor of the
 * opportunity sees Approve disabled, with the reason.
 */
export function ApprovalPanel({ fidId, opportunityId, opportunityName, approval }: ApprovalPanelProps) {
  const mayDecide = useCan('opportunities.approve');
  const decide = useDecideOpportunity(fidId, opportunityId);
  const snackbar = useSnackbar();
  const { confirm, dialog } = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const canAct = mayDecide && (approval.can_approve || approval.can_reject || approval.edited_by_me);
  const waiting = approval.approval_status === 'PENDING' || approval.approval_status === 'NA';

  const approve = async () => {
    const ok = await confirm({
      title: 'Approve opportunity',
      message: `Publish "${opportunityName}" to the investors of this fund? They will see it in their opportunities at once.`,
      confirmLabel: 'Approve',
    });
    if (!ok) return;
    decide.mutate(
      { event: 'approve' },
      { onSuccess: () => void snackbar.success('The opportunity is approved and published to investors.') },
    );
  };
  const reject = (reason: string) =>
    decide.mutate(
      { event: 'reject', reason },
      {
        onSuccess: () => {
          setRejecting(false);
          void snackbar.success('The opportunity was sent back to the issuer.');
        },
      },
    );

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            Approval
          </Title>
          <ApprovalBadge approval={approval.approval_status} />
        </Group>
        {approval.reviewed_by && approval.reviewed_on && (
          <Text size="sm" c="dimmed">
            Reviewed by {approval.reviewed_by.name} on {formatDateTime(approval.reviewed_on)}
          </Text>
        )}
        {approval.rejection_reason && (
          <Alert color="red" variant="light" title="Reason for rejection" icon={<IconX aria-hidden />}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {approval.rejection_reason}
            </Text>
          </Alert>
        )}
        {waiting && !mayDecide && (
          <Text size="sm" c="dimmed">
            Waiting for an approver's decision.
          </Text>
        )}
        {mayDecide && approval.edited_by_me && waiting && (
          <Alert color="orange" variant="light" icon={<IconEyeCheck aria-hidden />} title="Four eyes">
            <Text size="sm" id="four-eyes-note">
              {FOUR_EYES_MESSAGES.opportunity}
            </Text>
          </Alert>
        )}
        {decide.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(decide.error, 'Failed to update item')}
          </Alert>
        )}
        {canAct && waiting && (
          <Group gap="sm" grow>
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => void approve()}
              disabled={!approval.can_approve}
              aria-describedby={approval.edited_by_me ? 'four-eyes-note' : undefined}
              loading={decide.isPending && decide.variables?.event === 'approve'}
            >
              Approve
            </Button>
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => setRejecting(true)}
              disabled={!approval.can_reject || decide.isPending}
            >
              Reject
            </Button>
          </Group>
        )}
      </Stack>
      {dialog}
      <ReasonDialog
        opened={rejecting}
        onClose={() => setRejecting(false)}
        onSubmit={reject}
        title="Reject opportunity"
        description="The issuer sees this reason and can send the opportunity again once it is changed."
        loading={decide.isPending}
        maxLength={2000}
      />
    </Card>
  );
}
