import { Checkbox } from '@mantine/core';
import { memo } from 'react';
import type { ChecklistItem } from './checklist-items.ts';

interface ChecklistRowProps {
  item: ChecklistItem;
  checked: boolean;
  onToggle: (value: string, checked: boolean) => void;
}

/** Memoised: toggling one of 2,000 rows re-renders only that row. */
export const ChecklistRow = memo(function ChecklistRow({ item, checked, onToggle }: ChecklistRowProps) {
  return (
    <li>
      <Checkbox
        label={item.label}
        checked={checked}
        onChange={(event) => onToggle(item.value, event.currentTarget.checked)}
        py={4}
      />
    </li>
  );
});
