import type { AccessEntry, ApprovalInfo, ApprovalQueueItem } from '@dl/contracts';
import { type AccessStatus, OPPORTUNITY_APPROVAL_LABELS, opportunityApprovalMachine } from '@dl/domain';
import type { ApprovalRow } from './approval.repository.ts';
import type { QueueRow } from './queue.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toQueueItem(row: QueueRow): ApprovalQueueItem {
  return {
    id: row.id,
    name: row.name,
    short_desc: row.short_desc,
    opportunity_type: row.opportunity_type,
    type: row.type,
    status: row.status,
    approval_status: row.approval_status,
    approval_label: OPPORTUNITY_APPROVAL_LABELS[row.approval_status],
    issuer: { id: row.issuer_id, name: row.issuer_name },
    size: row.size,
    minimum: row.minimum,
    created_on: iso(row.created_on),
    modified_on: iso(row.modified_on),
    edited_by_me: Boolean(row.edited_by_me),
  };
}

/** `mayApprove`: the caller's role may decide (the buttons the web shows follow these flags). */
export function toApprovalInfo(row: ApprovalRow, editedByMe: boolean, mayApprove: boolean): ApprovalInfo {
  const reviewer = row.reviewed_by
    ? { id: row.reviewed_by, name: row.reviewer_name ?? row.reviewer_email ?? 'Unknown user' }
    : null;
  return {
    approval_status: row.approval_status,
    approval_label: OPPORTUNITY_APPROVAL_LABELS[row.approval_status],
    rejection_reason: row.rejection_reason,
    reviewed_by: reviewer,
    reviewed_on: row.reviewed_on ? iso(row.reviewed_on) : null,
    edited_by_me: editedByMe,
    can_approve: mayApprove && !editedByMe && opportunityApprovalMachine.can(row.status, 'approve'),
    can_reject: mayApprove && opportunityApprovalMachine.can(row.status, 'reject'),
  };
}

export function toAccessEntry(row: {
  id: string;
  name: string;
  type: string;
  status: AccessStatus | null;
  modified_on: Date | null;
  tags: string[];
}): AccessEntry {
  return {
    entity_id: row.id,
    name: row.name,
    entity_type: row.type,
    tags: row.tags,
    status: row.status,
    modified_on: row.modified_on ? iso(row.modified_on) : null,
  };
}
