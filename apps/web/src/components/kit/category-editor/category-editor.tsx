import { ActionIcon, Autocomplete, Button, Fieldset, Group, Select, Stack, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CATEGORY_MAX_LEVELS, CATEGORY_TYPE_OPTIONS, filterSuggestions, withLevelCount } from './category-levels.ts';

export interface CategoryEditorProps {
  /** The path, top level first (spec 3: an array of path levels); at least one level. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Names used at the next level by other documents sharing `path` (spec 5 suggestions). */
  loadSuggestions?: (path: string[]) => Promise<string[]>;
  /** One message per level (e.g. react-hook-form's 'Name is required'). */
  errors?: ReadonlyArray<string | null | undefined>;
  /** Told when a level loses focus, after its name is trimmed (validate on blur). */
  onBlur?: () => void;
  disabled?: boolean;
  legend?: string;
}

function useLevelSuggestions(loadSuggestions: CategoryEditorProps['loadSuggestions'], path: string[] | null): string[] {
  const [names, setNames] = useState<string[]>([]);
  const key = path ? JSON.stringify(path) : null;
  useEffect(() => {
    if (!loadSuggestions || key === null) return;
    let live = true;
    loadSuggestions(JSON.parse(key) as string[]).then(
      (next) => live && setNames(next),
      () => live && setNames([]),
    );
    return () => {
      live = false;
    };
  }, [loadSuggestions, key]);
  return names;
}

interface LevelProps {
  index: number;
  value: string;
  earlier: string[];
  error?: string | null;
  isLast: boolean;
  canDelete: boolean;
  disabled?: boolean;
  loadSuggestions?: CategoryEditorProps['loadSuggestions'];
  onChange: (value: string) => void;
  onBlur: () => void;
  onDelete: () => void;
}

function CategoryLevel(props: LevelProps) {
  const [focused, setFocused] = useState(false);
  // Suggestions are asked for when the level is first focused, and again when an earlier level changes.
  const [asked, setAsked] = useState(false);
  const names = useLevelSuggestions(props.loadSuggestions, asked ? props.earlier : null);
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <Autocomplete
        flex={1}
        label="Name"
        description={`Level ${props.index + 1}`}
        required
        value={props.value}
        data={focused ? filterSuggestions(names, props.value) : []}
        error={props.error ?? undefined}
        disabled={props.disabled}
        maxLength={100}
        onFocus={() => {
          setFocused(true);
          setAsked(true);
        }}
        onChange={props.onChange}
        onBlur={() => {
          setFocused(false);
          props.onBlur();
        }}
      />
      {props.isLast && props.canDelete ? (
        <Tooltip label="Delete the last level">
          <ActionIcon
            variant="outline"
            color="red.9"
            mt={46}
            size="lg"
            aria-label={`Delete level ${props.index + 1}`}
            disabled={props.disabled}
            onClick={props.onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/**
 * Spec 2 "Document-category path editor" with spec 5's rules: Type is the number of levels (1 to 5);
 * each level has a required Name, trimmed on blur, with suggestions from other documents' categories
 * that share the earlier levels; levels are added or deleted from the last one.
 */
export function CategoryEditor({
  value,
  onChange,
  loadSuggestions,
  errors = [],
  onBlur,
  disabled,
  legend = 'Category',
}: CategoryEditorProps) {
  const levels = value.length > 0 ? [...value] : [''];
  const setLevel = (index: number, name: string) => onChange(levels.map((level, i) => (i === index ? name : level)));
  return (
    <Fieldset legend={legend} variant="unstyled" disabled={disabled}>
      <Stack gap="sm">
        <Select
          label="Type"
          description="Number of levels"
          data={CATEGORY_TYPE_OPTIONS}
          value={String(levels.length)}
          allowDeselect={false}
          onChange={(next) => next && onChange(withLevelCount(levels, Number(next)))}
          w={160}
        />
        {levels.map((level, index) => (
          <CategoryLevel
            // Levels change only at the end, so a level's position is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            index={index}
            value={level}
            earlier={levels.slice(0, index).map((l) => l.trim())}
            error={errors[index]}
            isLast={index === levels.length - 1}
            canDelete={levels.length > 1}
            disabled={disabled}
            loadSuggestions={loadSuggestions}
            onChange={(name) => setLevel(index, name)}
            onBlur={() => {
              if (level !== level.trim()) setLevel(index, level.trim());
              onBlur?.();
            }}
            onDelete={() => onChange(levels.slice(0, -1))}
          />
        ))}
        {levels.length < CATEGORY_MAX_LEVELS ? (
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onChange([...levels, ''])}
            disabled={disabled}
            style={{ alignSelf: 'flex-start' }}
          >
            Add level
          </Button>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
