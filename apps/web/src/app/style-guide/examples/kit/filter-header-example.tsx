import { DEFAULT_PAGE_SIZE, formatCurrency, formatDate } from '@dl/domain';
import { Badge, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  applyClientQuery,
  DataTable,
  type DataTableColumn,
  type TableQuery,
} from '#web/components/kit/data-table/index.ts';
import { FilterHeader } from '#web/components/kit/filter-header/index.ts';
import { SAMPLE_OPPORTUNITIES, type SampleOpportunity } from './sample-opportunities.ts';

interface OpportunityFilters {
  name: string;
  opportunity_type: '' | 'PRIMARY' | 'SECONDARY';
  status: string;
}

const NO_FILTERS: OpportunityFilters = { name: '', opportunity_type: '', status: '' };
const LABELS: Record<keyof OpportunityFilters, string> = {
  name: 'Name',
  opportunity_type: 'Type',
  status: 'Status',
};
const STATUS_COLORS: Record<SampleOpportunity['status'], string> = {
  Published: 'green',
  'Pending Review': 'orange',
  Closed: 'gray',
};
const TYPE_TEXT = { PRIMARY: 'Primary', SECONDARY: 'Secondary' } as const;

const COLUMNS: DataTableColumn<SampleOpportunity>[] = [
  {
    key: 'name',
    header: 'Opportunity',
    sortField: 'name',
    cell: (o) => (
      <Text size="sm" fw={600}>
        {o.name}
      </Text>
    ),
  },
  { key: 'type', header: 'Type', cell: (o) => TYPE_TEXT[o.opportunity_type] },
  {
    key: 'status',
    header: 'Status',
    cell: (o) => (
      <Badge variant="dot" color={STATUS_COLORS[o.status]} tt="none">
        {o.status}
      </Badge>
    ),
  },
  { key: 'size', header: 'Target raise', sortField: 'size', align: 'right', cell: (o) => formatCurrency(o.size) },
  { key: 'minimum', header: 'Minimum', sortField: 'minimum', align: 'right', cell: (o) => formatCurrency(o.minimum) },
  { key: 'end', header: 'Closes', sortField: 'end_date', cell: (o) => formatDate(o.end_date) },
];
const SORT_VALUES = {
  name: (o: SampleOpportunity) => o.name,
  size: (o: SampleOpportunity) => o.size,
  minimum: (o: SampleOpportunity) => o.minimum,
  end_date: (o: SampleOpportunity) => o.end_date,
};

function matches(o: SampleOpportunity, f: OpportunityFilters): boolean {
  return (
    o.name.toLowerCase().includes(f.name.trim().toLowerCase()) &&
    (!f.opportunity_type || o.opportunity_type === f.opportunity_type) &&
    (!f.status || o.status === f.status)
  );
}

export function FilterHeaderExample() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE, ordering: 'name' });
  const filtered = useMemo(() => SAMPLE_OPPORTUNITIES.filter((o) => matches(o, filters)), [filters]);
  return (
    <Stack gap="sm">
      <FilterHeader
        title="Discover New Opportunities"
        titleOrder={4}
        values={filters}
        defaultValues={NO_FILTERS}
        onApply={(next) => {
          setFilters(next);
          setQuery((q) => ({ ...q, page: 1 }));
        }}
        chipLabel={(key, value) =>
          `${LABELS[key]}: ${key === 'opportunity_type' ? TYPE_TEXT[value as 'PRIMARY' | 'SECONDARY'] : value}`
        }
        renderFields={(draft, set) => (
          <>
            <TextInput label="Name" value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="filter-example-type">
                Type
              </Text>
              <SegmentedControl
                aria-labelledby="filter-example-type"
                value={draft.opportunity_type}
                onChange={(v) => set('opportunity_type', v as OpportunityFilters['opportunity_type'])}
                data={[
                  { value: '', label: 'All' },
                  { value: 'PRIMARY', label: 'Primary' },
                  { value: 'SECONDARY', label: 'Secondary' },
                ]}
              />
            </Stack>
            <NativeSelect
              label="Status"
              value={draft.status}
              onChange={(e) => set('status', e.currentTarget.value)}
              data={[{ value: '', label: 'Any status' }, 'Published', 'Pending Review', 'Closed']}
            />
          </>
        )}
      />
      <DataTable
        caption="Opportunities"
        columns={COLUMNS}
        rows={applyClientQuery(filtered, query, SORT_VALUES)}
        total={filtered.length}
        getRowKey={(o) => o.id}
        query={query}
        onQueryChange={setQuery}
        minWidth={720}
      />
    </Stack>
  );
}
