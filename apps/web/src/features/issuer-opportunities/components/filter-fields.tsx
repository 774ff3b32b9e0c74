import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { CurrencyInput } from '#web/components/inputs/currency-input/index.ts';
import type { SetFilterField } from '#web/components/kit/filter-header/index.ts';
import {
  DISMISSED_CHOICES,
  FAVORITE_CHOICES,
  type IssuerOpportunityFilters,
  KIND_CHOICES,
  STATUS_CHOICES,
  STRUCTURE_CHOICES,
} from '../lib/list-filters.ts';

type F = IssuerOpportunityFilters;

export interface FilterFieldsProps {
  draft: F;
  set: SetFilterField<F>;
  /** The issuer name filter, for a member of several companies. */
  showIssuer: boolean;
}

/** The owner-side filters of spec 7 in the filter dialog. */
export function FilterFields({ draft, set, showIssuer }: FilterFieldsProps) {
  const select = <K extends 'kind' | 'status' | 'favorite' | 'dismissed' | 'structure'>(
    key: K,
    label: string,
    data: readonly { value: string; label: string }[],
  ) => (
    <NativeSelect
      label={label}
      value={draft[key]}
      onChange={(e) => set(key, e.currentTarget.value as F[K])}
      data={data.map(({ value, label: l }) => ({ value, label: l }))}
    />
  );
  return (
    <>
      <TextInput label="Name" value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} />
      {showIssuer && (
        <TextInput label="Issuer name" value={draft.issuer} onChange={(e) => set('issuer', e.currentTarget.value)} />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {select('kind', 'Type', KIND_CHOICES)}
        {select('status', 'Status', STATUS_CHOICES)}
        {select('favorite', 'Favorite', FAVORITE_CHOICES)}
        {select('dismissed', 'Dismissed', DISMISSED_CHOICES)}
        <CurrencyInput label="Minimum from" value={draft.minimum_gte} onChange={(v) => set('minimum_gte', v)} />
        <CurrencyInput label="Minimum up to" value={draft.minimum_lte} onChange={(v) => set('minimum_lte', v)} />
        <TextInput label="Market" value={draft.market} onChange={(e) => set('market', e.currentTarget.value)} />
        <TextInput label="Stage" value={draft.stage} onChange={(e) => set('stage', e.currentTarget.value)} />
        {select('structure', 'Structure', STRUCTURE_CHOICES)}
      </SimpleGrid>
    </>
  );
}
