import { NativeSelect, TextInput } from '@mantine/core';
import type { SetFilterField } from '#web/components/kit/filter-header/index.ts';
import { KIND_FILTERS, type KindFilter, STATUS_OPTIONS, type TransactionFilters } from '../lib/transaction-filters.ts';

export interface TransactionFilterFieldsProps {
  draft: TransactionFilters;
  set: SetFilterField<TransactionFilters>;
}

/** The fields of the transactions filter dialog (spec 7 `GET investments` filters). */
export function TransactionFilterFields({ draft, set }: TransactionFilterFieldsProps) {
  return (
    <>
      <TextInput
        label="Opportunity name"
        value={draft.opportunity_name}
        onChange={(e) => set('opportunity_name', e.currentTarget.value)}
      />
      <NativeSelect
        label="Status"
        value={draft.status}
        onChange={(e) => set('status', e.currentTarget.value as TransactionFilters['status'])}
        data={STATUS_OPTIONS}
      />
      <NativeSelect
        label="Kind"
        value={draft.is_primary}
        onChange={(e) => set('is_primary', e.currentTarget.value as KindFilter)}
        data={KIND_FILTERS.map(({ value, label }) => ({ value, label }))}
      />
    </>
  );
}
