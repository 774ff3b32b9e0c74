import { formatCode, formatDate } from '@dl/domain';
import { Card, Group, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { ActionRequiredBadge } from './action-required-badge.tsx';
import { type DocumentActionHandlers, DocumentActionButtons } from './document-action-buttons.tsx';
import type { DocumentItem } from './document-item.ts';
import { DocumentName, type OpportunityHref } from './document-name.tsx';

export interface DocumentCardProps extends DocumentActionHandlers {
  doc: DocumentItem;
  hideType?: boolean;
  getOpportunityHref?: OpportunityHref;
}

export function DocumentCard({ doc, hideType = false, getOpportunityHref, ...handlers }: DocumentCardProps) {
  const showFileName = Boolean(doc.opportunity_name && doc.document_name);
  return (
    <Card withBorder padding="md" radius="md" h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs" mih={22}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {hideType ? null : formatCode(doc.document_type)}
          </Text>
          <ActionRequiredBadge doc={doc} />
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start" miw={0}>
          <IconFileText size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <DocumentName doc={doc} getOpportunityHref={getOpportunityHref} />
        </Group>
        {showFileName && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {doc.document_name}
          </Text>
        )}
        {doc.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {doc.description}
          </Text>
        )}
        <Group gap="xs" mt="auto" justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {doc.modified_on ? `Modified ${formatDate(doc.modified_on)}` : null}
          </Text>
          <DocumentActionButtons doc={doc} {...handlers} />
        </Group>
      </Stack>
    </Card>
  );
}
