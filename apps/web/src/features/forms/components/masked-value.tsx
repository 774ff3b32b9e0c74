import { Button, Group, Input, Text } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '#web/lib/api-error.ts';

export interface MaskedValueProps {
  id: string;
  label: string;
  shown: string;
  readOnly: boolean;
  onReveal?: () => Promise<void>;
  onReplace: () => void;
}

/**
 * A stored sensitive answer shown masked ('•••• 1234'). Reveal asks the server for the value (the
 * owner only, audited); Change clears it to type a new one. Left alone it is sent back masked and
 * the stored secret stays.
 */
export function MaskedValue({ id, label, shown, readOnly, onReveal, onReplace }: MaskedValueProps) {
  const reveal = useMutation({ mutationFn: async () => onReveal?.() });
  const error = reveal.error ? errorText(reveal.error, 'The value could not be revealed.') : null;
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: `${id}-label` }} error={error}>
      <Group gap="sm" mt={4} wrap="wrap" role="group" aria-labelledby={`${id}-label`}>
        <Text id={id} ff="monospace" size="sm" aria-label={`${label}: hidden, ends in ${shown.slice(-4)}`}>
          {shown}
        </Text>
        {onReveal && (
          <Button
            size="compact-sm"
            variant="light"
            loading={reveal.isPending}
            leftSection={<IconEye size={14} aria-hidden />}
            onClick={() => reveal.mutate()}
          >
            Reveal
          </Button>
        )}
        {!readOnly && (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onReplace}
          >
            Change
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
