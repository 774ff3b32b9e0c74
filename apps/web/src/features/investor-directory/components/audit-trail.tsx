import { DEFAULT_PAGE_SIZE, formatDateTime } from '@dl/domain';
import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useInvestorAudit } from '../api/investors.ts';

/** 'invitation_request_revision' -> 'Invitation request revision'. */
function auditKindText(kind: string): string {
  const text = kind.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The investor's audit trail (`audit.read`), newest first, paged. */
export function AuditTrail({ fidId, investorId }: { fidId: string; investorId: string }) {
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const trail = useInvestorAudit(fidId, investorId, { page: paging.page, limit: paging.limit }, true);
  if (trail.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(trail.error, 'Failed to load data')}
      </Alert>
    );
  return (
    <DataTable
      caption="Audit trail"
      rows={trail.data?.results ?? []}
      total={trail.data?.count ?? 0}
      getRowKey={(row) => row.id}
      query={paging}
      onQueryChange={setPaging}
      loading={trail.isFetching}
      columns={[
        {
          key: 'when',
          header: 'When',
          cell: (row) => <time dateTime={row.created_on}>{formatDateTime(row.created_on)}</time>,
        },
        { key: 'what', header: 'What', cell: (row) => auditKindText(row.kind) },
        {
          key: 'who',
          header: 'Who',
          cell: (row) =>
            row.actor ? (
              `${row.actor.name} (${row.actor.email})`
            ) : (
              <Text size="sm" c="dimmed">
                System or investor link
              </Text>
            ),
        },
        {
          key: 'details',
          header: 'Details',
          cell: (row) => (
            <Text size="xs" c="dimmed">
              {Object.entries(row.data)
                .filter(([k]) => !k.endsWith('_id'))
                .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
                .join(' · ')}
            </Text>
          ),
        },
      ]}
    />
  );
}
