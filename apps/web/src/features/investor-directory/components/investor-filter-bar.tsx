import type { InvestorFilters } from '@dl/contracts';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { ENTITY_TYPE_OPTIONS, INVITATION_STATUS_OPTIONS, KYC_STATE_OPTIONS } from '../lib/investor-filters.ts';

interface Props {
  filters: InvestorFilters;
  onChange: (filters: InvestorFilters) => void;
}

/** Filters of the investors list: choices apply at once, texts on Enter or Search. */
export function InvestorFilterBar({ filters, onChange }: Props) {
  const [texts, setTexts] = useState({ search: '', city: '', country: '' });
  useEffect(() => {
    setTexts({ search: filters.search ?? '', city: filters.city ?? '', country: filters.country ?? '' });
  }, [filters.search, filters.city, filters.country]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, search: texts.search.trim(), city: texts.city.trim(), country: texts.country.trim() });
  };
  const text = (key: keyof typeof texts, label: string) => (
    <TextInput
      label={label}
      value={texts[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setTexts((t) => ({ ...t, [key]: value }));
      }}
    />
  );
  const hasAny = Object.values(filters).some((v) => v !== undefined && v !== '');

  return (
    <form onSubmit={submit} aria-label="Filter investors">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {text('search', 'Name or e-mail')}
        <Select
          label="Entity type"
          placeholder="All"
          data={ENTITY_TYPE_OPTIONS}
          value={filters.entity_type ?? null}
          onChange={(value) =>
            onChange({ ...filters, entity_type: (value ?? undefined) as InvestorFilters['entity_type'] })
          }
          clearable
        />
        <Select
          label="Invitation status"
          placeholder="All"
          data={INVITATION_STATUS_OPTIONS}
          value={filters.invitation_status === undefined ? null : String(filters.invitation_status)}
          onChange={(value) => onChange({ ...filters, invitation_status: value ? Number(value) : undefined })}
          clearable
        />
        <Select
          label="KYC"
          placeholder="All"
          data={KYC_STATE_OPTIONS}
          value={filters.kyc_state ?? null}
          onChange={(value) =>
            onChange({ ...filters, kyc_state: (value ?? undefined) as InvestorFilters['kyc_state'] })
          }
          clearable
        />
        {text('city', 'City')}
        {text('country', 'Country')}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm" gap="xs">
        {hasAny && (
          <Button variant="default" onClick={() => onChange({})}>
            Clear filters
          </Button>
        )}
        <Button type="submit">Search</Button>
      </Group>
    </form>
  );
}
