import type { SecurityRow } from '@dl/contracts';
import { captable } from '@dl/domain';
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { hrefFor } from '#web/lib/named-routes.ts';
import { usePlan, usePlanGrants } from '../api/setup-api.ts';
import { day, shares } from '../lib/format.ts';
import { CANCELLATION_LABELS } from '../lib/labels.ts';
import { AmendPoolForm } from './plan-forms.tsx';
import { Amendments, ExerciseWindows, PlanPool } from './plan-pool.tsx';
import { CAP_PAGE_SIZES } from './stakeholders-panel.tsx';
import { type CapParams, LoadError } from '#web/features/captable/core/index.ts';

const STATUS_LABELS: Record<SecurityRow['status'], string> = { draft: 'Draft', issued: 'Issued', ended: 'Ended' };

function Grants({ params, planId }: { params: CapParams; planId: string }) {
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 10 });
  const grants = usePlanGrants(params, planId, { page: query.page, itemsPerPage: query.limit });
  const columns: DataTableColumn<SecurityRow>[] = [
    {
      key: 'id',
      header: 'Security',
      cell: (s) => (
        <Anchor
          component={Link}
          to={hrefFor('CapTable.Security', { securityId: s.id }, { company: params.issuerId })}
          size="sm"
          fw={600}
        >
          {s.id}
        </Anchor>
      ),
    },
    { key: 'holder', header: 'Stakeholder', cell: (s) => s.stakeholder_name ?? '—' },
    { key: 'kind', header: 'Kind', cell: (s) => captable.SECURITY_KIND_LABELS[s.kind] },
    { key: 'quantity', header: 'Quantity', align: 'right', cell: (s) => shares(s.quantity) },
    { key: 'issued', header: 'Issued on', cell: (s) => day(s.issue_date) },
    { key: 'status', header: 'Status', cell: (s) => STATUS_LABELS[s.status] },
  ];
  if (grants.isError) return <LoadError error={grants.error} />;
  return (
    <DataTable
      caption="Grants under the plan"
      columns={columns}
      rows={grants.data?.results ?? []}
      total={grants.data?.count ?? 0}
      getRowKey={(s) => s.id}
      query={query}
      onQueryChange={setQuery}
      loading={grants.isFetching}
      pageSizes={CAP_PAGE_SIZES}
      emptyText="No grant under this plan yet."
    />
  );
}

/** One equity plan: its pool, exercise windows, amendments and grants; editors amend the pool. */
export function PlanView({ params, planId, canEdit }: { params: CapParams; planId: string; canEdit: boolean }) {
  const plan = usePlan(params, planId);
  const [amending, setAmending] = useState(false);
  const back = hrefFor('CapTable.Plans', undefined, { company: params.issuerId });
  if (plan.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading the plan">
        <Skeleton height={40} />
        <Skeleton height={120} />
      </Stack>
    );
  if (plan.isError)
    return (
      <>
        <PageHeader title="Equity plan" backTo={back} />
        <LoadError error={plan.error} />
      </>
    );
  const p = plan.data;
  return (
    <>
      <PageHeader
        title={p.name}
        subtitle={`Board approval ${day(p.board_approval_date)} · Cancelled grants: ${CANCELLATION_LABELS[p.cancellation_behavior].toLowerCase()}`}
        breadcrumbs={[{ label: 'Equity plans', to: back }, { label: p.name }]}
        backTo={back}
        actions={canEdit && <Button onClick={() => setAmending(true)}>Amend pool</Button>}
      />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md">
            Pool
          </Title>
          <PlanPool plan={p} />
        </Card>
        <Group align="flex-start" grow wrap="wrap" gap="lg">
          <Card withBorder radius="md" padding="lg" miw={280}>
            <Title order={2} size="h4" mb="md">
              Exercise windows
            </Title>
            <ExerciseWindows plan={p} />
          </Card>
          <Card withBorder radius="md" padding="lg" miw={280}>
            <Title order={2} size="h4" mb="md">
              Amendments
            </Title>
            <Amendments plan={p} />
          </Card>
        </Group>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md">
            Grants
          </Title>
          <Grants params={params} planId={p.id} />
        </Card>
        <Text size="xs" c="dimmed">
          Plan id {p.id}
        </Text>
      </Stack>
      <SideModal opened={amending} onClose={() => setAmending(false)} title="Amend pool">
        {amending && <AmendPoolForm params={params} plan={p} onDone={() => setAmending(false)} />}
      </SideModal>
    </>
  );
}
