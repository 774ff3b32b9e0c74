import type { Rule } from '@dl/domain';
import { ActionIcon, Box, Group, Input, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { lineItemErrors } from './line-item-errors.ts';

export interface LineItemListInputProps {
  label: string;
  value: readonly string[];
  onChange: (lines: string[]) => void;
  /** Rules checked on every line; the first failing message shows under the line. */
  rules?: readonly Rule[];
  /** Name used in rule messages; defaults to the label. */
  fieldName?: string;
  description?: string;
  placeholder?: string;
  maxLines?: number;
}

/** Spec 2 "Line-item list input": numbered lines, add with Enter or +, delete each line. */
export function LineItemListInput({
  label,
  value,
  onChange,
  rules = [],
  fieldName = label,
  description,
  placeholder = 'Type a line and press Enter',
  maxLines,
}: LineItemListInputProps) {
  const [draft, setDraft] = useState('');
  const draftRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const errors = useMemo(() => lineItemErrors(value, fieldName, rules), [value, fieldName, rules]);
  const isFull = maxLines !== undefined && value.length >= maxLines;

  const add = () => {
    const line = draft.trim();
    if (!line || isFull) return;
    onChange([...value, line]);
    setDraft('');
    draftRef.current?.focus();
  };
  const onDraftKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds a line instead of submitting the surrounding form.
    event.preventDefault();
    add();
  };
  const update = (index: number, line: string) => onChange(value.map((old, i) => (i === index ? line : old)));
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    draftRef.current?.focus();
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} component="div">
        {label}
      </Input.Label>
      {description && <Input.Description mb={4}>{description}</Input.Description>}
      <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {value.map((line, index) => (
          // Lines have no identity of their own; position is what the user sees and edits.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group component="li" key={index} gap="xs" align="flex-start" wrap="nowrap" mb="xs">
            <Text w={28} ta="right" pt={7} size="sm" c="dimmed" aria-hidden>
              {index + 1}.
            </Text>
            <TextInput
              flex={1}
              aria-label={`${label} line ${index + 1}`}
              value={line}
              onChange={(event) => update(index, event.currentTarget.value)}
              error={errors[index]}
            />
            <ActionIcon
              variant="subtle"
              color="red.8"
              size="lg"
              aria-label={`Delete line ${index + 1}`}
              onClick={() => remove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
      </Box>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text w={28} ta="right" pt={7} size="sm" c="dimmed" aria-hidden>
          {value.length + 1}.
        </Text>
        <TextInput
          ref={draftRef}
          flex={1}
          aria-label={`New ${label} line`}
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onDraftKey}
          disabled={isFull}
        />
        <ActionIcon size="lg" aria-label="Add line" onClick={add} disabled={!draft.trim() || isFull}>
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Box>
  );
}
