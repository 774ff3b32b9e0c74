import { ActionIcon, Autocomplete, Badge, Box, Button, Fieldset, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type CategoryPath, categoryPath, levelError, levelSuggestions, NAME_LABEL } from './category-path.ts';

export interface CategoryPathEditorProps {
  value?: CategoryPath;
  defaultValue?: CategoryPath;
  onChange?: (value: CategoryPath) => void;
  /** Categories of the other documents, for suggestions. */
  existing?: readonly (readonly string[])[];
  /** Show every level's error now (after a submit), not only after it was left. */
  showErrors?: boolean;
  legend?: string;
  disabled?: boolean;
}

/**
 * Document-category path editor (spec 3 and 5): one Name per level, trimmed on blur, suggested from
 * other documents under the same earlier levels; levels are added or deleted at the end.
 */
export function CategoryPathEditor({
  value,
  defaultValue,
  onChange,
  existing = [],
  showErrors = false,
  legend = 'Document category',
  disabled,
}: CategoryPathEditorProps) {
  const [path, setPath] = useUncontrolled({ value, defaultValue, finalValue: categoryPath(['']), onChange });
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const { names } = path;

  const setName = (level: number, name: string) => setPath(categoryPath(names.map((n, i) => (i === level ? name : n))));
  const leave = (level: number) => {
    const name = names[level] ?? '';
    if (name !== name.trim()) setName(level, name.trim());
    setLeft(new Set(left).add(level));
  };
  const addLevel = () => setPath(categoryPath([...names, '']));
  const deleteLast = () => {
    setPath(categoryPath(names.slice(0, -1)));
    const next = new Set(left);
    next.delete(names.length - 1);
    setLeft(next);
  };

  return (
    <Fieldset legend={legend} disabled={disabled}>
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Type
          </Text>
          <Badge
            variant="light"
            aria-label={`Type ${path.type}: ${names.length} level${names.length === 1 ? '' : 's'}`}
          >
            {path.type}
          </Badge>
        </Group>
        {names.map((name, level) => {
          const isLast = level === names.length - 1;
          const error = showErrors || left.has(level) ? levelError(name) : null;
          return (
            // Levels change only at the end, so the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <Group key={level} gap="xs" align="flex-start" wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" size="md" mt={28} aria-hidden>
                <Text size="xs" fw={700}>
                  {level + 1}
                </Text>
              </ThemeIcon>
              <Autocomplete
                flex={1}
                label={NAME_LABEL}
                aria-label={`${NAME_LABEL}, level ${level + 1}`}
                withAsterisk
                value={name}
                data={levelSuggestions(existing, names, level)}
                onChange={(next) => setName(level, next)}
                onBlur={() => leave(level)}
                error={error}
              />
              {isLast && names.length > 1 ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={25}
                  aria-label={`Delete level ${level + 1}`}
                  onClick={deleteLast}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              ) : (
                // Keeps every name field the same width as the last one, which has the delete button.
                <Box w={34} style={{ flex: 'none' }} aria-hidden />
              )}
            </Group>
          );
        })}
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={addLevel}>
            Add level
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
