import type { OperationsJob } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE, formatDateTime } from '@dl/domain';
import { Alert, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  applyClientQuery,
  DataTable,
  type DataTableColumn,
  type TableQuery,
} from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useJobs, useRetryJob } from '../api/operations.ts';

type JobState = 'failed' | 'waiting' | 'active';
const STATES: Array<{ value: JobState; label: string }> = [
  { value: 'failed', label: 'Failed' },
  { value: 'waiting', label: 'Waiting' },
  { value: 'active', label: 'Running' },
];
const EMPTY: Record<JobState, string> = {
  failed: 'No failed job.',
  waiting: 'No job is waiting.',
  active: 'No job is running.',
};

function columns(retry: ((job: OperationsJob) => void) | null): DataTableColumn<OperationsJob>[] {
  return [
    {
      key: 'kind',
      header: 'Job',
      cell: (job) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {job.kind}
          </Text>
          <Text size="xs" c="dimmed">
            {job.id}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'error',
      header: 'Error',
      cell: (job) => (
        <Text size="sm" c={job.error ? 'red.9' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {job.error ?? '—'}
        </Text>
      ),
    },
    { key: 'attempts', header: 'Attempts', cell: (job) => `${job.attempts} of ${job.max_attempts}` },
    { key: 'created', header: 'Created', cell: (job) => formatDateTime(job.created_on) },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (job) =>
        retry && job.state === 'failed' ? (
          <Button size="xs" variant="default" onClick={() => retry(job)} aria-label={`Retry ${job.kind} ${job.id}`}>
            Retry
          </Button>
        ) : null,
    },
  ];
}

/** Seals, e-mails, notices and pushes that failed, wait or run, with their last error; Retry a failed one. */
export function JobsPanel() {
  const [state, setState] = useState<JobState>('failed');
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const jobs = useJobs(state);
  const retry = useRetryJob();
  const canRetry = useCan('operations.retry');
  const snackbar = useSnackbar();
  const onRetry = (job: OperationsJob) =>
    retry.mutate(job, {
      onSuccess: (answer) => void snackbar.success(answer.detail),
      onError: (error) => void snackbar.error(errorText(error, 'The job could not be retried.')),
    });
  const rows = jobs.data?.results ?? [];
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Job state"
        data={STATES}
        value={state}
        onChange={(v) => {
          setState(v as JobState);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      />
      {jobs.isError && (
        <Alert color="red" role="alert">
          {errorText(jobs.error, 'The jobs could not be loaded.')}
        </Alert>
      )}
      <DataTable
        caption="Jobs"
        columns={columns(canRetry ? onRetry : null)}
        rows={applyClientQuery(rows, paging)}
        total={rows.length}
        getRowKey={(job) => job.id}
        query={paging}
        onQueryChange={setPaging}
        loading={jobs.isFetching}
        emptyText={EMPTY[state]}
        minWidth={760}
      />
    </Stack>
  );
}
