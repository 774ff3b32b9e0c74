import type { FailedSeal } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { Alert, Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useFailedSeals, useRetrySeal } from '../api/failed-seals.ts';

const KIND_TEXT: Record<FailedSeal['subject_kind'], string> = {
  NDA: 'NDA signature',
  NDA_COUNTERSIGN: 'NDA countersignature',
  DEAL: 'Deal signature',
  DEAL_COUNTERSIGN: 'Deal countersignature',
  FIDUCIARY_DOCUMENT: 'Document signature',
};
const RETRIED = 'The seal is queued again.';

export interface FailedSealsPanelProps {
  fidId: string;
  dealHref: (id: string) => string;
}

/**
 * Sealing failures are never silent (issue 15 point 6): every failed seal of the tenant with its
 * error, and Retry for the roles that may re-seal (seals.retry) once the cause is fixed.
 */
export function FailedSealsPanel({ fidId, dealHref }: FailedSealsPanelProps) {
  const canRetry = useCan('seals.retry');
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: 5 });
  const list = useFailedSeals(fidId, { page: paging.page, limit: paging.limit });
  const retry = useRetrySeal(fidId);
  const snackbar = useSnackbar();
  const [error, setError] = useState<string | null>(null);

  const onRetry = async (seal: FailedSeal) => {
    setError(null);
    try {
      await retry.mutateAsync(seal.job_id);
      void snackbar.success(RETRIED);
    } catch (err) {
      setError(errorText(err, 'Failed to update item'));
    }
  };

  const columns: DataTableColumn<FailedSeal>[] = [
    {
      key: 'document',
      header: 'Signature',
      cell: (seal) => (
        <Stack gap={0}>
          {seal.investment_id ? (
            <Anchor component={Link} to={dealHref(seal.investment_id)} size="sm" fw={600}>
              {seal.entity_name} · {seal.opportunity_name}
            </Anchor>
          ) : (
            <Text size="sm" fw={600}>
              {[seal.entity_name, seal.opportunity_name].filter(Boolean).join(' · ') || 'Document'}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {KIND_TEXT[seal.subject_kind]} by {seal.signer_name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'error',
      header: 'Error',
      cell: (seal) => (
        <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
          {seal.error}
        </Text>
      ),
    },
    { key: 'failed_on', header: 'Failed', cell: (seal) => <Text size="sm">{formatDate(seal.failed_on)}</Text> },
    {
      key: 'retry',
      header: 'Actions',
      hideHeader: true,
      cell: (seal) =>
        canRetry ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void onRetry(seal)}
            loading={retry.isPending && retry.variables === seal.job_id}
            aria-label={`Retry the seal of ${seal.entity_name ?? seal.signer_name}`}
          >
            Retry
          </Button>
        ) : null,
    },
  ];

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="failed-seals-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="failed-seals-title">
          Failed seals
        </Title>
        {(list.isError || error) && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {error ?? errorText(list.error, 'Failed to load data')}
          </Alert>
        )}
        <DataTable
          caption="Failed seals"
          columns={columns}
          rows={list.data?.results ?? []}
          total={list.data?.count ?? 0}
          getRowKey={(seal) => seal.job_id}
          query={paging}
          onQueryChange={setPaging}
          loading={list.isFetching}
          emptyText="No seal has failed."
          pageSizes={[5, 10, 50]}
          minWidth={680}
        />
      </Stack>
    </Card>
  );
}
