import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { CLOSE_ICON_PROPS, DIALOG_WIDTH } from '../shared/dialog-sizes.ts';

export type SetFilterField<V> = <K extends keyof V>(key: K, value: V[K]) => void;

export interface FilterDialogProps<V extends object> {
  opened: boolean;
  onClose: () => void;
  /** Values in force; the fields start from them each time the dialog opens. */
  values: V;
  defaultValues: V;
  onApply: (values: V) => void;
  /** Renders the filter fields from the draft values. */
  children: (draft: V, setField: SetFilterField<V>) => ReactNode;
  title?: string;
  /** Why the draft cannot be applied (e.g. an inverted range), or null; Apply then shows it and stays open. */
  validate?: (draft: V) => string | null;
}

type FilterFormProps<V extends object> = Omit<FilterDialogProps<V>, 'opened' | 'title'>;

/** Mounted only while the dialog is open, so every opening starts from the values in force. */
function FilterForm<V extends object>({
  onClose,
  values,
  defaultValues,
  onApply,
  children,
  validate,
}: FilterFormProps<V>) {
  const [draft, setDraft] = useState(values);
  const [problem, setProblem] = useState<string | null>(null);
  const setField: SetFilterField<V> = (key, value) => {
    setProblem(null);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const error = validate?.(draft) ?? null;
    setProblem(error);
    if (error) return;
    onApply(draft);
    onClose();
  };
  return (
    <form onSubmit={apply}>
      <Stack>
        {children(draft, setField)}
        {problem && (
          <Alert color="danger" role="alert" p="xs">
            {problem}
          </Alert>
        )}
        <Group justify="space-between" mt="xs">
          <Button
            variant="subtle"
            onClick={() => {
              setProblem(null);
              setDraft(defaultValues);
            }}
          >
            Reset
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit">Apply</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec 2 "modal filter dialog": fields, Reset, Close and Apply (Apply calls back and closes). */
export function FilterDialog<V extends object>({ opened, title = 'Filters', ...form }: FilterDialogProps<V>) {
  return (
    <Modal
      opened={opened}
      onClose={form.onClose}
      title={title}
      size={DIALOG_WIDTH.narrow}
      closeButtonProps={CLOSE_ICON_PROPS}
      centered
    >
      <FilterForm {...form} />
    </Modal>
  );
}
