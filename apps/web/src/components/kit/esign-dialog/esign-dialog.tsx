import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFileText } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { CLOSE_ICON_PROPS, DIALOG_WIDTH } from '../shared/dialog-sizes.ts';

/** Spec 8: e-sign fetch failure. */
export const SIGN_FAILED = 'Failed to sign document';
const DEFAULT_CONSENT = 'I agree to sign this document electronically and that my electronic signature is binding.';

export interface EsignDialogProps {
  opened: boolean;
  onClose: () => void;
  documentName: string;
  /** Starts signing (usually fetches the e-sign address and redirects). A rejection shows its detail. */
  onSign: () => void | Promise<void>;
  signLabel?: string;
  title?: string;
  description?: string;
  consentLabel?: string;
  /** An error reported from outside (e.g. by a mutation); shown like a rejection of onSign. */
  error?: string | null;
}

/** Spec 2 "E-sign dialog" (default button label Sign). */
export function EsignDialog({
  opened,
  onClose,
  documentName,
  onSign,
  signLabel = 'Sign',
  title = 'Sign document',
  description,
  consentLabel = DEFAULT_CONSENT,
  error = null,
}: EsignDialogProps) {
  const [agreed, setAgreed] = useState(false);
  const {
    mutate: sign,
    reset,
    isPending: pending,
    error: failure,
  } = useMutation({
    mutationFn: async () => {
      await onSign();
    },
  });

  useEffect(() => {
    if (opened) {
      setAgreed(false);
      reset();
    }
  }, [opened, reset]);

  const shown = failure ? errorText(failure, SIGN_FAILED) : error;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={DIALOG_WIDTH.narrow}
      closeButtonProps={CLOSE_ICON_PROPS}
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      centered
    >
      <Stack>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconFileText size={20} aria-hidden />
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {documentName}
          </Text>
        </Group>
        {description && <Text size="sm">{description}</Text>}
        <Checkbox
          label={consentLabel}
          checked={agreed}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
          disabled={pending}
          data-autofocus
        />
        {shown && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {shown}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={() => sign()} disabled={!agreed} loading={pending}>
            {signLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
