import { Checkbox } from '@mantine/core';
import { memo, type Ref } from 'react';
import type { ChecklistItem } from './checklist-items.ts';

interface ChecklistRowProps {
  item: ChecklistItem;
  checked: boolean;
  onToggle: (value: string, checked: boolean) => void;
  /** Where the row sits in the whole (filtered) list: only a window of it is in the document. */
  index: number;
  setSize: number;
  /** Pixels from the top of the list. */
  start: number;
  ref?: Ref<HTMLLIElement>;
}

/** Memoised: toggling one row re-renders only that row. */
export const ChecklistRow = memo(function ChecklistRow({
  item,
  checked,
  onToggle,
  index,
  setSize,
  start,
  ref,
}: ChecklistRowProps) {
  return (
    <li
      ref={ref}
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${start}px)` }}
    >
      <Checkbox
        label={item.label}
        checked={checked}
        onChange={(event) => onToggle(item.value, event.currentTarget.checked)}
        py={4}
      />
    </li>
  );
});
