import type { FormOption } from '@dl/domain';
import { ActionIcon, Box, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DateField } from '#web/components/inputs/date-inputs/index.ts';
import { LineItemListInput } from '#web/components/kit/line-item-list/index.ts';
import { asList, asText, isoToUs, usToIso } from '#web/features/forms/lib/field-values.ts';
import { LineErrors } from './part-errors.tsx';
import type { WidgetProps } from './widget-props.ts';

function Wrapper({ props, children }: { props: WidgetProps; children: React.ReactNode }) {
  return (
    <Input.Wrapper
      label={props.label}
      required={props.required}
      error={props.error}
      description={props.field.hint}
      labelElement="div"
      labelProps={{ id: `${props.id}-label` }}
    >
      <Box role="group" aria-labelledby={`${props.id}-label`} id={props.id} mt={6}>
        {children}
      </Box>
    </Input.Wrapper>
  );
}

/** Spec 2 line-item list: numbered lines; the engine's line rules show under the list. */
export function BulletWidget(props: WidgetProps) {
  const lines = asList(props.value);
  return (
    <Stack gap={4} id={props.id} data-field-input={props.field.key}>
      {props.readOnly ? (
        <ReadOnlyLines label={props.label} lines={lines} />
      ) : (
        <LineItemListInput
          label={props.label}
          fieldName={props.field.label}
          description={props.field.hint}
          value={lines}
          onChange={(next) => {
            props.onChange(next);
            props.onBlur();
          }}
        />
      )}
      {props.error && <Input.Error>{props.error}</Input.Error>}
      <LineErrors errors={props.partErrors} lineName="Line" />
    </Stack>
  );
}

function ReadOnlyLines({ label, lines }: { label: string; lines: string[] }) {
  return (
    <div>
      <Input.Label component="div">{label}</Input.Label>
      <Box component="ol" m={0} pl="lg">
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their position
          <li key={i}>{line}</li>
        ))}
      </Box>
    </div>
  );
}

interface Entry {
  date: string;
  description: string;
}

const asEntries = (value: unknown): Entry[] =>
  Array.isArray(value) ? value.map((e) => ({ date: asText(e?.date), description: asText(e?.description) })) : [];

/** Spec 3 timeline: dated entries (`{date: 'MM/DD/YYYY', description}`), added and removed in place. */
export function TimelineWidget(props: WidgetProps) {
  const entries = asEntries(props.value);
  const set = (next: Entry[]) => props.onChange(next);
  const update = (i: number, part: Partial<Entry>) => set(entries.map((e, j) => (i === j ? { ...e, ...part } : e)));
  return (
    <Wrapper props={props}>
      <Stack gap="xs">
        {entries.length === 0 && (
          <Text size="sm" c="dimmed">
            No entries yet.
          </Text>
        )}
        {entries.map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place by position
          <Group key={i} gap="xs" align="flex-start" wrap="wrap">
            <DateField
              w={170}
              label={`Date ${i + 1}`}
              value={usToIso(entry.date)}
              onChange={(iso) => update(i, { date: isoToUs(iso) })}
              onBlur={props.onBlur}
              error={props.partErrors[`${i}.date`]}
              readOnly={props.readOnly}
            />
            <TextInput
              style={{ flex: 1, minWidth: 180 }}
              label={`Description ${i + 1}`}
              value={entry.description}
              onChange={(e) => update(i, { description: e.currentTarget.value })}
              onBlur={props.onBlur}
              error={props.partErrors[`${i}.description`]}
              readOnly={props.readOnly}
            />
            {!props.readOnly && (
              <ActionIcon
                mt={25}
                variant="subtle"
                color="red.8"
                size="lg"
                aria-label={`Delete entry ${i + 1}`}
                onClick={() => set(entries.filter((_, j) => j !== i))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
        {!props.readOnly && (
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => set([...entries, { date: '', description: '' }])}
          >
            Add entry
          </Button>
        )}
        <LineErrors errors={props.partErrors} lineName="Entry" />
      </Stack>
    </Wrapper>
  );
}

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
};

/**
 * Spec 3 draggable list, reordered from the keyboard with up / down buttons. With options it ranks
 * them (the answer is their order, set by the first move or by 'Keep this order'); without, its
 * lines are free text.
 */
export function DraggableListWidget(props: WidgetProps) {
  const ranked = Boolean(props.field.options?.length || props.field.data_source);
  const answer = asList(props.value);
  const labels = new Map((props.options ?? []).map((o: FormOption) => [o.value, o.label]));
  const lines = ranked && answer.length === 0 ? (props.options ?? []).map((o) => o.value) : answer;
  const [draft, setDraft] = useState('');
  const set = (next: string[]) => {
    props.onChange(next);
    props.onBlur();
  };
  const name = (line: string) => (ranked ? (labels.get(line) ?? line) : line);
  return (
    <Wrapper props={props}>
      <Stack gap={6}>
        <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {lines.map((line, i) => (
            <Group
              component="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: free-text lines may repeat; position is their identity
              key={`${line}-${i}`}
              gap="xs"
              wrap="nowrap"
              mb={6}
              p={6}
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}
            >
              <Text w={24} ta="right" size="sm" c="dimmed" aria-hidden>
                {i + 1}.
              </Text>
              <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
                {name(line)}
              </Text>
              {!props.readOnly && (
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name(line)} up`}
                    disabled={i === 0}
                    onClick={() => set(move(lines, i, i - 1))}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name(line)} down`}
                    disabled={i === lines.length - 1}
                    onClick={() => set(move(lines, i, i + 1))}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  {!ranked && (
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      aria-label={`Delete ${name(line)}`}
                      onClick={() => set(lines.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              )}
            </Group>
          ))}
        </Box>
        {ranked && answer.length === 0 && lines.length > 0 && !props.readOnly && (
          <Button variant="light" size="xs" w="fit-content" onClick={() => set(lines)}>
            Keep this order
          </Button>
        )}
        {!ranked && !props.readOnly && (
          <Group gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              aria-label={`New ${props.field.label} line`}
              placeholder="Type a line and press Enter"
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                if (draft.trim()) set([...lines, draft.trim()]);
                setDraft('');
              }}
            />
            <ActionIcon
              size="lg"
              aria-label="Add line"
              disabled={!draft.trim()}
              onClick={() => {
                set([...lines, draft.trim()]);
                setDraft('');
              }}
            >
              <IconPlus size={18} aria-hidden />
            </ActionIcon>
          </Group>
        )}
        <LineErrors errors={props.partErrors} lineName="Line" />
      </Stack>
    </Wrapper>
  );
}
