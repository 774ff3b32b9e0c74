import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { SetFilterField } from '#web/components/kit/filter-header/index.ts';
import { CurrencyInput } from '#web/components/inputs/currency-input/index.ts';
import {
  FAVORITE_FILTERS,
  minimumRangeError,
  type OpportunityFilters,
  STATUS_FILTERS,
  STRUCTURE_FILTERS,
  type StatusFilter,
} from '../lib/opportunity-filters.ts';

export interface OpportunityFilterFieldsProps {
  draft: OpportunityFilters;
  set: SetFilterField<OpportunityFilters>;
  /** Tag names to choose from (GET opportunities/tags); free text when none are known. */
  tags?: readonly string[];
  /** False for a viewer: no favorites of its own to filter by. */
  canFavorite?: boolean;
}

/** The fields of the opportunity filter dialog (spec 7 filters). */
export function OpportunityFilterFields({ draft, set, tags = [], canFavorite = true }: OpportunityFilterFieldsProps) {
  const inverted = minimumRangeError(draft) !== null;
  return (
    <>
      <TextInput label="Name" value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} />
      <TextInput label="Issuer" value={draft.issuer} onChange={(e) => set('issuer', e.currentTarget.value)} />
      <SimpleGrid cols={2} spacing="sm">
        <NativeSelect
          label="Status"
          value={draft.status}
          onChange={(e) => set('status', e.currentTarget.value as StatusFilter)}
          data={STATUS_FILTERS.map((value) => ({ value, label: value || 'Open to me' }))}
        />
        {canFavorite && (
          <NativeSelect
            label="Favorite"
            value={draft.favorite}
            onChange={(e) => set('favorite', e.currentTarget.value as OpportunityFilters['favorite'])}
            data={FAVORITE_FILTERS.map(({ value, label }) => ({ value, label }))}
          />
        )}
        <CurrencyInput label="Minimum from" value={draft.minimum_gte} onChange={(value) => set('minimum_gte', value)} />
        <CurrencyInput
          label="Minimum up to"
          value={draft.minimum_lte}
          onChange={(value) => set('minimum_lte', value)}
          error={inverted ? 'Must be at least "Minimum from"' : undefined}
        />
        <TextInput label="Market" value={draft.market} onChange={(e) => set('market', e.currentTarget.value)} />
        <TextInput label="Stage" value={draft.stage} onChange={(e) => set('stage', e.currentTarget.value)} />
        <NativeSelect
          label="Type"
          value={draft.type}
          onChange={(e) => set('type', e.currentTarget.value as OpportunityFilters['type'])}
          data={STRUCTURE_FILTERS.map(({ value, label }) => ({ value, label }))}
        />
        {tags.length > 0 ? (
          <NativeSelect
            label="Tag"
            value={draft.tag}
            onChange={(e) => set('tag', e.currentTarget.value)}
            data={[{ value: '', label: 'Any tag' }, ...tags.map((tag) => ({ value: tag, label: tag }))]}
          />
        ) : (
          <TextInput label="Tag" value={draft.tag} onChange={(e) => set('tag', e.currentTarget.value)} />
        )}
      </SimpleGrid>
    </>
  );
}
