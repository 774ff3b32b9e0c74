import { Button, Group } from '@mantine/core';
import { IconEye, IconFileCheck, IconPresentation, IconSignature } from '@tabler/icons-react';
import { type DocumentAction, documentActions, documentTitle } from './document-actions.ts';
import type { DocumentItem } from './document-item.ts';

export interface DocumentActionHandlers {
  onSign?: (doc: DocumentItem) => void;
  onView?: (doc: DocumentItem) => void;
  onViewSigned?: (doc: DocumentItem) => void;
  /**
   * The roadshow's presentation of the document's opportunity (spec 2: opened in a new tab from a
   * document row), or null for a row without one; no Present action when absent.
   */
  presentHref?: (doc: DocumentItem) => string | null;
}

interface ButtonSpec {
  label: string;
  handler: 'onSign' | 'onView' | 'onViewSigned';
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
export function DocumentActionButtons({ doc, presentHref, ...handlers }: DocumentActionButtonsProps) {
  const title = documentTitle(doc);
  const shown = documentActions(doc).filter((action) => handlers[BUTTONS[action].handler]);
  const presentation = presentHref?.(doc) ?? null;
  if (shown.length === 0 && !presentation) return null;
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
      {presentation && (
        <Button
          component="a"
          href={presentation}
          target="_blank"
          rel="noopener"
          size="xs"
          variant="default"
          leftSection={<IconPresentation size={14} aria-hidden />}
          aria-label={`Present ${title} (opens in a new tab)`}
        >
          Present
        </Button>
      )}
    </Group>
  );
}
