import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { SearchInput } from '#web/components/inputs/search-input/index.ts';
import { TENANT_STATUS_OPTIONS, type TenantFilters } from '../lib/tenant-filters.ts';

interface Props {
  filters: TenantFilters;
  onChange: (filters: TenantFilters) => void;
}

/** Search as one types (name, short name, MPID or host) and the status: both apply at once. */
export function TenantFilterBar({ filters, onChange }: Props) {
  // Clear filters empties the search field too: a new field, started from the cleared filters.
  const [cleared, setCleared] = useState(0);
  const hasAny = Boolean(filters.search || filters.status);
  return (
    <search aria-label="Filter tenants">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SearchInput
          key={cleared}
          label="Search"
          placeholder="Name, short name, MPID or host"
          value={filters.search ?? ''}
          onSearch={(search) => onChange({ ...filters, search: search || undefined })}
        />
        <Select
          label="Status"
          placeholder="All"
          data={TENANT_STATUS_OPTIONS}
          value={filters.status ?? null}
          onChange={(value) => onChange({ ...filters, status: (value ?? undefined) as TenantFilters['status'] })}
          clearable
        />
      </SimpleGrid>
      {hasAny && (
        <Group justify="flex-end" mt="sm">
          <Button
            variant="default"
            onClick={() => {
              setCleared((n) => n + 1);
              onChange({});
            }}
          >
            Clear filters
          </Button>
        </Group>
      )}
    </search>
  );
}
