import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CLOSE_ICON_PROPS, DIALOG_WIDTH } from '../shared/dialog-sizes.ts';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive action: the confirm button takes the error colour. */
  danger?: boolean;
  loading?: boolean;
}

/** Spec 2 "Confirm dialog": a question with confirm and cancel. */
export function ConfirmDialog({
  opened,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = false,
  loading = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      size={DIALOG_WIDTH.narrow}
      closeButtonProps={CLOSE_ICON_PROPS}
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      centered
    >
      <Stack>
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Group justify="flex-end">
          {/* Focus starts on the safe choice when the action destroys something. */}
          <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus={danger || undefined}>
            {cancelLabel}
          </Button>
          <Button
            color={danger ? 'red.8' : undefined}
            onClick={onConfirm}
            loading={loading}
            data-autofocus={!danger || undefined}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
