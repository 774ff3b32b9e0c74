import type { IssuerOpportunity } from '@dl/contracts';
import { FOUR_EYES_MESSAGES, formatDateTime } from '@dl/domain';
import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEyeCheck, IconX } from '@tabler/icons-react';
import { APPROVAL_COLOR, REVIEW_COLOR, REVIEW_TEXT } from '../lib/labels.ts';

function Reason({ title, reason }: { title: string; reason: string }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconX aria-hidden />}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {reason}
      </Text>
    </Alert>
  );
}

/**
 * Where the opportunity stands with its reviewers (ADR 0030): the company's own review (status,
 * reason, who and when) when the company requires one or it had one, and the fiduciary's decision
 * (its label, the reason of a rejection, when).
 */
export function ReviewPanel({ opportunity: o }: { opportunity: IssuerOpportunity }) {
  const internal = o.issuer_review_detail;
  const decision = o.fiduciary_decision;
  const showInternal = o.requires_internal_approval || internal.status !== 'NONE';
  const fourEyes =
    o.permissions.approve_opportunities &&
    o.edited_by_me &&
    o.status === 'Ready for Review' &&
    !o.actions.includes('approve');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="review-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="review-title">
          Review
        </Title>
        {showInternal && (
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm">
                Our approver
              </Text>
              <Badge variant="dot" color={REVIEW_COLOR[internal.status]} tt="none">
                {internal.status === 'NONE' ? 'Not sent yet' : REVIEW_TEXT[internal.status]}
              </Badge>
            </Group>
            {internal.reviewed_by && internal.reviewed_on && (
              <Text size="sm" c="dimmed">
                Reviewed by {internal.reviewed_by.name} on {formatDateTime(internal.reviewed_on)}
              </Text>
            )}
            {internal.reason && <Reason title="Reason for sending it back" reason={internal.reason} />}
            {fourEyes && (
              <Alert color="orange" variant="light" icon={<IconEyeCheck aria-hidden />} title="Four eyes">
                <Text size="sm">{FOUR_EYES_MESSAGES.opportunity}</Text>
              </Alert>
            )}
          </Stack>
        )}
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text fw={600} size="sm">
              The fiduciary
            </Text>
            <Badge variant="dot" color={APPROVAL_COLOR[decision.approval_status]} tt="none">
              {/* NA is the fiduciary list's "Sent"; on the issuer's side nothing reached the fiduciary yet. */}
              {decision.approval_status === 'NA' ? 'Not sent yet' : decision.approval_label}
            </Badge>
          </Group>
          {decision.reviewed_on && (
            <Text size="sm" c="dimmed">
              Decided on {formatDateTime(decision.reviewed_on)}
            </Text>
          )}
          {decision.rejection_reason && <Reason title="Reason for rejection" reason={decision.rejection_reason} />}
          {o.status === 'Created' && decision.approval_status !== 'REJECTED' && (
            <Text size="sm" c="dimmed">
              A draft reaches the fiduciary once it is sent for review
              {o.requires_internal_approval ? ' and your approver passes it on.' : '.'}
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
