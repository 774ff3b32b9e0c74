import { Badge, Button, CloseButton, Group, Stack, Title, type TitleOrder } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FilterDialog, type FilterDialogProps } from './filter-dialog.tsx';
import { activeFilterKeys, type FilterKey, resetFilter } from './filter-values.ts';

export interface FilterHeaderProps<V extends object> {
  title: ReactNode;
  titleOrder?: TitleOrder;
  values: V;
  defaultValues: V;
  onApply: (values: V) => void;
  /** Chip text for a filter in force, e.g. 'Status: Approved'; null shows no chip for it. */
  chipLabel: (key: FilterKey<V>, value: V[FilterKey<V>]) => string | null;
  /** The dialog's fields. */
  renderFields: FilterDialogProps<V>['children'];
  dialogTitle?: string;
  /** More controls before the Filter button (e.g. a layout switch). */
  actions?: ReactNode;
  /** Why the dialog's values cannot be applied, or null (see FilterDialog). */
  validate?: FilterDialogProps<V>['validate'];
}

/** Spec 2 "Filter header": title, chips of the filters in force and a Filter button opening the dialog. */
export function FilterHeader<V extends object>({
  title,
  titleOrder = 3,
  values,
  defaultValues,
  onApply,
  chipLabel,
  renderFields,
  dialogTitle,
  actions,
  validate,
}: FilterHeaderProps<V>) {
  const [opened, dialog] = useDisclosure(false);
  const chips = activeFilterKeys(values, defaultValues)
    .map((key) => ({ key, label: chipLabel(key, values[key]) }))
    .filter((chip): chip is { key: FilterKey<V>; label: string } => chip.label !== null);

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Title order={titleOrder} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Group gap="xs" wrap="nowrap">
          {actions}
          <Button
            variant="default"
            leftSection={<IconFilter size={16} aria-hidden />}
            rightSection={
              chips.length > 0 ? (
                <Badge size="sm" circle>
                  {chips.length}
                </Badge>
              ) : null
            }
            aria-label={chips.length > 0 ? `Filter, ${chips.length} active` : 'Filter'}
            onClick={dialog.open}
            aria-haspopup="dialog"
          >
            Filter
          </Button>
        </Group>
      </Group>
      {chips.length > 0 && (
        <Group gap="xs" component="ul" aria-label="Active filters" m={0} p={0} style={{ listStyle: 'none' }}>
          {chips.map(({ key, label }) => (
            <li key={key}>
              <Badge
                variant="outline"
                tt="none"
                size="lg"
                fw={500}
                pr={4}
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={`Remove filter ${label}`}
                    onClick={() => onApply(resetFilter(values, defaultValues, key))}
                  />
                }
              >
                {label}
              </Badge>
            </li>
          ))}
          <li>
            <Button variant="subtle" size="compact-sm" onClick={() => onApply(defaultValues)}>
              Clear all
            </Button>
          </li>
        </Group>
      )}
      <FilterDialog
        opened={opened}
        onClose={dialog.close}
        title={dialogTitle}
        values={values}
        defaultValues={defaultValues}
        onApply={onApply}
        validate={validate}
      >
        {renderFields}
      </FilterDialog>
    </Stack>
  );
}
