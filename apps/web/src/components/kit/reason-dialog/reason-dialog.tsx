import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { CLOSE_ICON_PROPS, DIALOG_WIDTH } from '../shared/dialog-sizes.ts';

export interface ReasonDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Receives the trimmed reason. */
  onSubmit: (reason: string) => void;
  title?: string;
  /** Text above the field, e.g. what the reason is for. */
  description?: string;
  label?: string;
  okLabel?: string;
  closeLabel?: string;
  loading?: boolean;
  maxLength?: number;
  /** Destructive action (suspend, decline): Ok takes the error colour, red 9 for AA with white text. */
  danger?: boolean;
}

/** Spec 2 and 5 "Reason dialog": Ok is enabled only when the Reason is not blank. */
export function ReasonDialog({
  opened,
  onClose,
  onSubmit,
  title = 'Reason',
  description,
  label = 'Reason',
  okLabel = 'Ok',
  closeLabel = 'Close',
  loading = false,
  maxLength,
  danger = false,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (opened) setReason('');
  }, [opened]);

  const trimmed = reason.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onSubmit(trimmed);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={DIALOG_WIDTH.narrow}
      closeButtonProps={CLOSE_ICON_PROPS}
      closeOnClickOutside={false}
      centered
    >
      <form onSubmit={submit}>
        <Stack>
          {description && <Text size="sm">{description}</Text>}
          <Textarea
            label={label}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            rows={4}
            maxLength={maxLength}
            withAsterisk
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={loading}>
              {closeLabel}
            </Button>
            <Button type="submit" disabled={!trimmed} loading={loading} color={danger ? 'red.9' : undefined}>
              {okLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
