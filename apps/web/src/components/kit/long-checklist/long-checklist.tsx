import { Box, Button, Group, ScrollArea, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type ChecklistItem, deselectAll, filterByName, selectAll, sortByLabel } from './checklist-items.ts';
import { ChecklistRow } from './checklist-row.tsx';

export const NO_RESULTS_TEXT = 'No Results Found.';

/** A row's height before it is measured: a one-line checkbox with its padding. */
const ROW_ESTIMATE_PX = 30;
/** Rows kept in the document above and below the visible ones, for smooth scrolling and Tab. */
const OVERSCAN_ROWS = 8;

export interface LongChecklistProps {
  /** Name of the whole list, e.g. 'Investors'. */
  label: string;
  items: readonly ChecklistItem[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  filterLabel?: string;
  /** Height of the scrolling list in pixels. */
  maxHeight?: number;
}

/** Spec 2 "Long checklist": filter by name, Select All / Deselect All of what is shown, sorted by name. */
export function LongChecklist({
  label,
  items,
  value,
  onChange,
  filterLabel = 'Filter by name',
  maxHeight = 320,
}: LongChecklistProps) {
  const [query, setQuery] = useState('');
  // Typing stays responsive while a long list re-filters in the background.
  const deferredQuery = useDeferredValue(query);
  const sorted = useMemo(() => sortByLabel(items), [items]);
  const shown = useMemo(() => filterByName(sorted, deferredQuery), [sorted, deferredQuery]);
  const selected = useMemo(() => new Set(value), [value]);

  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  const toggle = useCallback((item: string, checked: boolean) => {
    const { value: current, onChange: change } = latest.current;
    change(checked ? [...current, item] : current.filter((v) => v !== item));
  }, []);

  // Only the rows in view (and a few around) are in the document: 2,000 investors render as fast as 20.
  const viewportRef = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: shown.length,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => shown[index]?.value ?? index,
    // Without layout (a hidden panel, a test DOM) a size of 0 would show nothing or everything:
    // the list then assumes its full height and rows their estimate.
    observeElementRect: (instance, notify) =>
      observeElementRect(instance, (rect) => notify(rect.height > 0 ? rect : { width: rect.width, height: maxHeight })),
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || ROW_ESTIMATE_PX,
  });

  const labelId = useId();
  const canSelect = shown.some((i) => !selected.has(i.value));
  const canDeselect = shown.some((i) => selected.has(i.value));
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Group justify="space-between" align="flex-end" gap="xs" mb="xs">
        <Text id={labelId} fw={600}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {selected.size.toLocaleString('en-US')} of {items.length.toLocaleString('en-US')} selected
        </Text>
      </Group>
      <TextInput
        label={filterLabel}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
      />
      <Group gap="xs" my="xs">
        <Button size="xs" variant="light" onClick={() => onChange(selectAll(value, shown))} disabled={!canSelect}>
          Select All
        </Button>
        <Button size="xs" variant="default" onClick={() => onChange(deselectAll(value, shown))} disabled={!canDeselect}>
          Deselect All
        </Button>
      </Group>
      <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars viewportRef={viewportRef}>
        {shown.length === 0 ? (
          <Text c="dimmed" py="sm" role="status">
            {NO_RESULTS_TEXT}
          </Text>
        ) : (
          <Box
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none', position: 'relative', height: rows.getTotalSize() }}
            aria-labelledby={labelId}
          >
            {rows.getVirtualItems().map((row) => {
              const item = shown[row.index];
              if (!item) return null;
              return (
                <ChecklistRow
                  key={row.key}
                  ref={rows.measureElement}
                  index={row.index}
                  setSize={shown.length}
                  start={row.start}
                  item={item}
                  checked={selected.has(item.value)}
                  onToggle={toggle}
                />
              );
            })}
          </Box>
        )}
      </ScrollArea.Autosize>
    </Box>
  );
}
