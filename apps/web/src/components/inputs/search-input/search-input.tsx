import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** A list search waits this long after the last key before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

export interface SearchInputProps {
  label: string;
  /** The search in force (from the address); the field starts with it. */
  value: string;
  /** Told the trimmed text once typing pauses; '' when it is shorter than `minLength`. */
  onSearch: (text: string) => void;
  placeholder?: string;
  /** The API's shortest search; a shorter text searches nothing and says so under the field. */
  minLength?: number;
}

/** A list's search box: it searches as one types, once the typing pauses, never on every key. */
export function SearchInput({ label, value, onSearch, placeholder, minLength = 1 }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [settled] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };

  useEffect(() => {
    const trimmed = settled.trim();
    const search = trimmed.length >= minLength ? trimmed : '';
    if (search !== latest.current.value) latest.current.onSearch(search);
  }, [settled, minLength]);

  const trimmed = text.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < minLength;
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={100}
      leftSection={<IconSearch size={16} aria-hidden />}
      description={tooShort ? `Type at least ${minLength} characters to search.` : undefined}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}
