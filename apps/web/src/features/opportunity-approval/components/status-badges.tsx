import {
  type AccessStatus,
  OPPORTUNITY_APPROVAL_LABELS,
  type OpportunityApproval,
  type OpportunityLifecycle,
} from '@dl/domain';
import { Badge } from '@mantine/core';
import { ACCESS_COLOR, APPROVAL_COLOR, LIFECYCLE_COLOR, NO_ACCESS_ROW } from '../lib/labels.ts';

/** Spec 4 opportunity approval, with its label (NA is shown as Sent); a dot keeps the text at full contrast. */
export function ApprovalBadge({ approval }: { approval: OpportunityApproval }) {
  return (
    <Badge variant="dot" color={APPROVAL_COLOR[approval]} tt="none">
      {OPPORTUNITY_APPROVAL_LABELS[approval]}
    </Badge>
  );
}

/** Spec 4 opportunity lifecycle. */
export function LifecycleBadge({ status }: { status: OpportunityLifecycle | (string & {}) }) {
  return (
    <Badge variant="dot" color={LIFECYCLE_COLOR[status as OpportunityLifecycle] ?? 'gray'} tt="none">
      {status}
    </Badge>
  );
}

/** Spec 4 interest or access status; no row reads 'Not set'. */
export function AccessBadge({ status }: { status: AccessStatus | null }) {
  if (!status)
    return (
      <Badge variant="outline" color="gray" tt="none">
        {NO_ACCESS_ROW}
      </Badge>
    );
  return (
    <Badge variant="dot" color={ACCESS_COLOR[status]} tt="none">
      {status}
    </Badge>
  );
}
