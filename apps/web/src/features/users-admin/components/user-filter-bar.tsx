import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { SearchInput } from '#web/components/inputs/search-input/index.ts';
import { useTenantOptions } from '../api/users.ts';
import { SEARCH_MIN_LENGTH, type UserFilters } from '../lib/user-filters.ts';

interface Props {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
}

/** Search by e-mail or name as one types (2 characters at least) and a tenant: both apply at once. */
export function UserFilterBar({ filters, onChange }: Props) {
  const tenants = useTenantOptions();
  // Clear filters empties the search field too: a new field, started from the cleared filters.
  const [cleared, setCleared] = useState(0);
  const hasAny = Boolean(filters.search || filters.tenant_id);
  return (
    <search aria-label="Filter users">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SearchInput
          key={cleared}
          label="Search"
          placeholder="E-mail or name"
          minLength={SEARCH_MIN_LENGTH}
          value={filters.search ?? ''}
          onSearch={(search) => onChange({ ...filters, search: search || undefined })}
        />
        <Select
          label="Tenant"
          placeholder={tenants.isPending ? 'Loading tenants…' : 'All tenants'}
          data={tenants.data ?? []}
          value={filters.tenant_id ?? null}
          onChange={(value) => onChange({ ...filters, tenant_id: value ?? undefined })}
          error={tenants.isError ? 'The tenants could not be loaded.' : undefined}
          searchable
          clearable
          nothingFoundMessage="No tenant matches"
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
