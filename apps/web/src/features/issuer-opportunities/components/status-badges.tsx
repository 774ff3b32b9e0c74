import type { IssuerReview, OpportunityApproval, OpportunityLifecycle } from '@dl/domain';
import { Badge, Group } from '@mantine/core';
import { APPROVAL_COLOR, LIFECYCLE_COLOR, REVIEW_COLOR, REVIEW_TEXT } from '../lib/labels.ts';

export interface StatusBadgesProps {
  status: OpportunityLifecycle;
  approvalStatus: OpportunityApproval;
  approvalLabel: string;
  review: IssuerReview;
}

/**
 * Spec 4 lifecycle, the fiduciary's approval once the fiduciary has it, and the company's own review
 * when there is one. Dots keep the text at full contrast.
 */
export function StatusBadges({ status, approvalStatus, approvalLabel, review }: StatusBadgesProps) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="dot" color={LIFECYCLE_COLOR[status]} tt="none">
        {status}
      </Badge>
      {/* NA: nothing reached the fiduciary yet (a draft, or one with the company's approver). */}
      {approvalStatus !== 'NA' ? (
        <Badge variant="dot" color={APPROVAL_COLOR[approvalStatus]} tt="none">
          Fiduciary: {approvalLabel}
        </Badge>
      ) : null}
      {review !== 'NONE' && (
        <Badge variant="dot" color={REVIEW_COLOR[review]} tt="none">
          {REVIEW_TEXT[review]}
        </Badge>
      )}
    </Group>
  );
}
