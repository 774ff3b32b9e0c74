import { NativeSelect, TextInput } from '@mantine/core';
import type { SetFilterField } from '#web/components/kit/filter-header/index.ts';
import { DEAL_STATUS_OPTIONS, type DealFilters } from '../lib/deal-filters.ts';

/** The fields of the deals filter dialog. */
export function DealFilterFields({ draft, set }: { draft: DealFilters; set: SetFilterField<DealFilters> }) {
  return (
    <>
      <TextInput
        label="Investor"
        description="Part of the investing entity's name"
        value={draft.investor}
        maxLength={100}
        onChange={(e) => set('investor', e.currentTarget.value)}
      />
      <TextInput
        label="Opportunity"
        description="Part of the opportunity's name"
        value={draft.opportunity}
        maxLength={100}
        onChange={(e) => set('opportunity', e.currentTarget.value)}
      />
      <NativeSelect
        label="Status"
        value={draft.status}
        onChange={(e) => set('status', e.currentTarget.value as DealFilters['status'])}
        data={DEAL_STATUS_OPTIONS}
      />
    </>
  );
}
