import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useStakeholderSearch } from '../api/views.ts';
import type { CapParams } from '#web/features/captable/core/index.ts';

export interface StakeholderSelectProps {
  params: CapParams;
  value: string;
  onChange: (id: string) => void;
  /** The saved stakeholder's name, shown before any search. */
  initialName?: string | null;
  error?: string;
  label?: string;
}

/** The stakeholder, searched by name on the server (500 ms debounce, 20 at a time, spec 9). */
export function StakeholderSelect({
  params,
  value,
  onChange,
  initialName,
  error,
  label = 'Stakeholder',
}: StakeholderSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 500);
  const found = useStakeholderSearch(params, debounced);
  const options = (found.data?.results ?? []).map((s) => ({ value: s.id, label: s.name }));
  if (value && initialName && !options.some((o) => o.value === value)) options.unshift({ value, label: initialName });
  return (
    <Select
      label={label}
      placeholder="Search by name"
      searchable
      clearable
      data={options}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? 'Searching...' : 'No stakeholder of that name'}
      filter={({ options: all }) => all}
      error={error}
    />
  );
}
