import { QNA_REQUEST_MAX } from '@dl/contracts';
import { Button, Group, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { QNA_TEXTS } from '../lib/texts.ts';

export interface CommunicationComposerProps {
  /** Saves the text; resolves true when it was saved (the field then clears). */
  onSubmit: (text: string) => Promise<boolean>;
  initial?: string;
  submitLabel?: string;
  onCancel?: () => void;
  busy?: boolean;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
}

/** A question's text: the new-question box, or the edit box of an item. */
export function CommunicationComposer({
  onSubmit,
  initial = '',
  submitLabel = 'Submit',
  onCancel,
  busy = false,
  label = 'Your comment or question',
  placeholder = QNA_TEXTS.placeholder,
  disabled = false,
}: CommunicationComposerProps) {
  const [text, setText] = useState(initial);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if ((await onSubmit(text.trim())) && !onCancel) setText('');
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Textarea
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        // No autosize: it needs document.fonts, which not every browser engine (nor jsdom) has.
        rows={3}
        resize="vertical"
        maxLength={QNA_REQUEST_MAX}
        disabled={disabled}
        data-autofocus={onCancel ? true : undefined}
      />
      <Group justify="flex-end" gap="xs" mt="xs">
        {onCancel && (
          <Button variant="default" size="xs" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="xs" loading={busy} disabled={disabled || !text.trim()}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
