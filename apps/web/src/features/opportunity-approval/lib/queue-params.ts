import {
  OPPORTUNITY_APPROVALS,
  OPPORTUNITY_LIFECYCLE,
  type OpportunityApproval,
  type OpportunityLifecycle,
} from '@dl/domain';
import type { ApprovalQueueQuery } from '../api/approval-queue.ts';

/** The queue's filters as the address keeps them: `?approval=PENDING` (the default, the dashboard's link) or ALL. */
export interface QueueFilters {
  approval: OpportunityApproval | 'ALL';
  status: OpportunityLifecycle | null;
  name: string;
}

const DEFAULT_APPROVAL = 'PENDING';

export function readQueueFilters(params: URLSearchParams): QueueFilters {
  const approval = params.get('approval');
  const status = params.get('status');
  return {
    approval:
      approval === 'ALL' || (OPPORTUNITY_APPROVALS as readonly string[]).includes(approval ?? '')
        ? (approval as QueueFilters['approval'])
        : DEFAULT_APPROVAL,
    status: (OPPORTUNITY_LIFECYCLE as readonly string[]).includes(status ?? '')
      ? (status as OpportunityLifecycle)
      : null,
    name: params.get('name') ?? '',
  };
}

export function writeQueueFilters(filters: QueueFilters): Record<string, string> {
  const out: Record<string, string> = { approval: filters.approval };
  if (filters.status) out.status = filters.status;
  if (filters.name.trim()) out.name = filters.name.trim();
  return out;
}

/** The API query of the filters and the table's page. */
export function queueQuery(
  filters: QueueFilters,
  table: { page: number; limit: number; ordering?: string | null },
): ApprovalQueueQuery {
  return {
    page: table.page,
    limit: table.limit,
    ...(table.ordering ? { ordering: table.ordering as ApprovalQueueQuery['ordering'] } : {}),
    ...(filters.approval !== 'ALL' ? { approval: filters.approval } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.name.trim() ? { name: filters.name.trim() } : {}),
  };
}
