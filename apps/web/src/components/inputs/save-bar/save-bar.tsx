import { Button, Group, Paper, Text } from '@mantine/core';

export interface SaveBarProps {
  canManage: boolean;
  isDirty: boolean;
  isSaving: boolean;
  /** Shown after a save, until the next change. */
  savedNotice: string | null;
  onDiscard: () => void;
  onSave: () => void;
  /** What a role that may only read is told, e.g. 'Your role can view branding but not change it.' */
  readOnlyText: string;
}

/** Stays at the bottom of the form while it scrolls: what is unsaved, Discard and Save. */
export function SaveBar({ canManage, isDirty, isSaving, savedNotice, onDiscard, onSave, readOnlyText }: SaveBarProps) {
  const status = !canManage ? readOnlyText : isDirty ? 'You have unsaved changes.' : (savedNotice ?? 'No changes.');
  return (
    <Paper
      withBorder
      shadow="sm"
      p="sm"
      mt="xl"
      style={{ position: 'sticky', bottom: 'var(--mantine-spacing-sm)', zIndex: 2 }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" role="status" c={savedNotice && !isDirty ? 'teal.9' : undefined} fw={isDirty ? 600 : 400}>
          {status}
        </Text>
        {canManage && (
          <Group gap="xs">
            <Button variant="default" onClick={onDiscard} disabled={!isDirty || isSaving}>
              Discard
            </Button>
            <Button onClick={onSave} loading={isSaving} disabled={!isDirty}>
              Save
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
