import { ERROR_MESSAGES } from '@dl/domain';
import { Badge, Combobox, Group, InputBase, type InputBaseProps, Loader, Text, useCombobox } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useState } from 'react';
import { ENTITY_SEARCH, type EntityFetcher, type EntityItem, useEntitySearch } from './use-entity-search.ts';

export interface EntitySelectorProps
  extends Pick<InputBaseProps, 'label' | 'description' | 'error' | 'required' | 'disabled' | 'className'> {
  fetcher: EntityFetcher;
  value?: EntityItem | null;
  defaultValue?: EntityItem | null;
  onChange?: (item: EntityItem | null) => void;
  placeholder?: string;
  /** Page size; 20 by default (1000 in the approval modal, spec 9). */
  limit?: number;
  debounceMs?: number;
  /** Text of the badge on items from the common list. */
  commonLabel?: string;
}

/**
 * Searchable entity picker (spec 5, 7, 9): the typed text (spaces included) goes to the fetcher,
 * debounced; items from the common list carry a badge.
 */
export function EntitySelector({
  fetcher,
  value,
  defaultValue,
  onChange,
  placeholder = 'Type to search',
  limit = ENTITY_SEARCH.limit,
  debounceMs = ENTITY_SEARCH.debounceMs,
  commonLabel = 'Common',
  ...inputProps
}: EntitySelectorProps) {
  const [selected, setSelected] = useUncontrolled<EntityItem | null>({
    value,
    defaultValue,
    finalValue: null,
    onChange,
  });
  const [text, setText] = useState(selected?.name ?? '');
  // What was typed since the list opened; opening alone lists everything.
  const [query, setQuery] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setQuery('');
    },
  });
  const { items, loading, failed } = useEntitySearch(fetcher, query, {
    enabled: combobox.dropdownOpened,
    limit,
    debounceMs,
  });

  const choose = (id: string) => {
    const item = items.find((i) => String(i.id) === id) ?? null;
    setSelected(item);
    setText(item?.name ?? '');
    combobox.closeDropdown();
  };
  const leave = () => {
    combobox.closeDropdown();
    if (text.trim() === '' && selected) setSelected(null);
    else setText(selected?.name ?? '');
  };

  const empty = failed ? ERROR_MESSAGES.LOAD_DATA : loading ? 'Loading...' : 'No results found';
  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <InputBase
          {...inputProps}
          value={text}
          placeholder={placeholder}
          aria-busy={loading}
          rightSection={loading ? <Loader size={16} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onChange={(event) => {
            setText(event.currentTarget.value);
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={leave}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {items.length === 0 || failed ? (
            <Combobox.Empty>{empty}</Combobox.Empty>
          ) : (
            items.map((item) => (
              <Combobox.Option value={String(item.id)} key={item.id} active={item.id === selected?.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">{item.name}</Text>
                  {item.source === 'common' ? (
                    <Badge size="xs" variant="light">
                      {commonLabel}
                    </Badge>
                  ) : null}
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
