import { Button, Group } from '@mantine/core';
import { IconEye, IconFileCheck, IconSignature } from '@tabler/icons-react';
import { type DocumentAction, documentActions, documentTitle } from './document-actions.ts';
import type { DocumentItem } from './document-item.ts';

export interface DocumentActionHandlers {
  onSign?: (doc: DocumentItem) => void;
  onView?: (doc: DocumentItem) => void;
  onViewSigned?: (doc: DocumentItem) => void;
}

interface ButtonSpec {
  label: string;
  handler: keyof DocumentActionHandlers;
  variant: 'filled' | 'light';
  Icon: typeof IconEye;
}

const BUTTONS: Record<DocumentAction, ButtonSpec> = {
  sign: { label: 'Sign', handler: 'onSign', variant: 'filled', Icon: IconSignature },
  view: { label: 'View', handler: 'onView', variant: 'light', Icon: IconEye },
  view_signed: { label: 'View Signed', handler: 'onViewSigned', variant: 'light', Icon: IconFileCheck },
};

export interface DocumentActionButtonsProps extends DocumentActionHandlers {
  doc: DocumentItem;
}

/** View / View Signed / Sign of spec 4 "Behaviors"; an action without a handler is not offered. */
export function DocumentActionButtons({ doc, ...handlers }: DocumentActionButtonsProps) {
  const title = documentTitle(doc);
  const shown = documentActions(doc).filter((action) => handlers[BUTTONS[action].handler]);
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {shown.map((action) => {
        const { label, handler, variant, Icon } = BUTTONS[action];
        return (
          <Button
            key={action}
            size="xs"
            variant={variant}
            leftSection={<Icon size={14} aria-hidden />}
            // The visible label comes first so speech input still finds "View" or "Sign".
            aria-label={`${label} ${title}`}
            onClick={() => handlers[handler]?.(doc)}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
