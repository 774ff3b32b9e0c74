import type { EquityPlan } from '@dl/contracts';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { usePlans, useStockClasses } from '../api/setup-api.ts';
import { shares } from '../lib/format.ts';
import { NewPlanForm } from './plan-forms.tsx';
import { CAP_PAGE_SIZES } from './stakeholders-panel.tsx';
import { type CapParams, LoadError, CsvButton } from '#web/features/captable/core/index.ts';

/** The company's equity plans with their pools; editors create new plans. */
export function PlansPanel({ params, canEdit }: { params: CapParams; canEdit: boolean }) {
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 25 });
  const [creating, setCreating] = useState(false);
  const plans = usePlans(params, { page: query.page, itemsPerPage: query.limit });
  const classes = useStockClasses(params);
  const className = (id: string) => classes.data?.results.find((c) => c.id === id)?.name ?? id;
  const columns: DataTableColumn<EquityPlan>[] = [
    {
      key: 'name',
      header: 'Plan',
      cell: (p) => (
        <Anchor
          component={Link}
          to={hrefFor('CapTable.Plan', { planId: p.id }, { company: params.issuerId })}
          fw={600}
          size="sm"
        >
          {p.name}
        </Anchor>
      ),
    },
    { key: 'class', header: 'Stock class', cell: (p) => className(p.class_id) },
    { key: 'reserved', header: 'Reserved', align: 'right', cell: (p) => shares(p.reserved) },
    { key: 'granted', header: 'Granted', align: 'right', cell: (p) => shares(p.granted) },
    { key: 'exercised', header: 'Exercised', align: 'right', cell: (p) => shares(p.exercised) },
    { key: 'available', header: 'Available', align: 'right', cell: (p) => shares(p.available) },
  ];
  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm">
        <CsvButton params={params} table="plans" />
        {canEdit && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
            disabled={classes.isPending}
          >
            New plan
          </Button>
        )}
      </Group>
      {plans.isError ? (
        <LoadError error={plans.error} />
      ) : (
        <DataTable
          caption="Equity plans"
          columns={columns}
          rows={plans.data?.results ?? []}
          total={plans.data?.count ?? 0}
          getRowKey={(p) => p.id}
          query={query}
          onQueryChange={setQuery}
          loading={plans.isFetching}
          pageSizes={CAP_PAGE_SIZES}
          emptyText="No equity plan yet. A plan reserves a pool of shares for option grants."
        />
      )}
      <SideModal opened={creating} onClose={() => setCreating(false)} title="New equity plan" size={560}>
        {creating && (
          <NewPlanForm params={params} classes={classes.data?.results ?? []} onDone={() => setCreating(false)} />
        )}
      </SideModal>
    </Stack>
  );
}
