import { Badge } from '@mantine/core';
import { DOCUMENT_ACTION_REQUIRED, type DocumentItem } from './document-item.ts';

const BADGES = {
  [DOCUMENT_ACTION_REQUIRED.signature]: { label: 'Signature required', color: 'orange' },
  [DOCUMENT_ACTION_REQUIRED.review]: { label: 'Review required', color: 'blue' },
} as const;

/** A dot badge keeps the label in body text colour, readable whatever the brand colours are. */
export function ActionRequiredBadge({ doc }: { doc: DocumentItem }) {
  if (!doc.action_required || doc.signed_document_id) return null;
  const { label, color } = BADGES[doc.action_required];
  return (
    <Badge variant="dot" color={color} size="sm" tt="none">
      {label}
    </Badge>
  );
}
