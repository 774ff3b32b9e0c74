import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTenantOptions } from '../api/tenant-options.ts';

/** Spec 9: search debounced 500 ms. */
const SEARCH_DEBOUNCE_MS = 500;

export interface TenantPickerProps {
  value: string | null;
  /** The chosen tenant's name, kept as an option while a search lists others. */
  valueLabel: string | null;
  onChange: (tenantId: string) => void;
}

/** Chooses the tenant to brand, searching by name, short name, MPID or host. */
export function TenantPicker({ value, valueLabel, onChange }: TenantPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // Choosing a tenant puts its name in the box: that is not a search.
  const query = debounced === valueLabel ? '' : debounced.trim();
  const options = useTenantOptions(query);
  const data = options.data ?? [];
  const withCurrent =
    value && valueLabel && !data.some((o) => o.value === value) ? [{ value, label: valueLabel }, ...data] : data;
  return (
    <Select
      label="Tenant"
      placeholder="Choose a tenant"
      data={withCurrent.map(({ value: v, label }) => ({ value: v, label }))}
      value={value}
      onChange={(next) => next && onChange(next)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? 'Searching…' : 'No tenant matches'}
      allowDeselect={false}
      maw={420}
      error={options.isError ? 'Failed to load data' : undefined}
    />
  );
}
