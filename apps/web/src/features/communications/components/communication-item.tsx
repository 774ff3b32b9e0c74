import type { QnaItem } from '@dl/contracts';
import { formatDateTime } from '@dl/domain';
import { ActionIcon, Anchor, Badge, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CommunicationComposer } from './communication-composer.tsx';

export interface CommunicationItemProps {
  item: QnaItem;
  /** Link of the item's opportunity, when the list spans several opportunities. */
  opportunityHref?: (id: string) => string;
  onSave: (item: QnaItem, text: string) => Promise<boolean>;
  onRemove: (item: QnaItem) => void;
  saving?: boolean;
  highlighted?: boolean;
}

const RESPONDENT = { ISSUER: 'Issuer', FIDUCIARY: 'Fiduciary' } as const;

/** One question with its answer; the asker edits or removes it until it is answered. */
export function CommunicationItem({
  item,
  opportunityHref,
  onSave,
  onRemove,
  saving,
  highlighted,
}: CommunicationItemProps) {
  const [editing, setEditing] = useState(false);
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      bg={highlighted ? 'var(--mantine-color-gray-0)' : undefined}
      aria-label={`Question from ${item.requestor_name}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {item.requestor_name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(item.modified_on)}
            </Text>
            {opportunityHref && (
              <Anchor component={Link} to={opportunityHref(item.opportunity_id)} size="xs">
                {item.opportunity_name}
              </Anchor>
            )}
            {item.document_name && (
              <Badge size="xs" variant="light" color="gray">
                {item.document_name}
              </Badge>
            )}
          </Group>
          {item.can_edit && !editing && (
            <Group gap={2} wrap="nowrap">
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" color="gray" aria-label="Edit question" onClick={() => setEditing(true)}>
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Remove">
                <ActionIcon variant="subtle" color="danger" aria-label="Remove question" onClick={() => onRemove(item)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Group>
        {editing ? (
          <CommunicationComposer
            initial={item.request}
            label="Edit your question"
            submitLabel="Save"
            busy={saving}
            onCancel={() => setEditing(false)}
            onSubmit={async (text) => {
              const saved = await onSave(item, text);
              if (saved) setEditing(false);
              return saved;
            }}
          />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {item.request}
          </Text>
        )}
        {item.response !== null ? (
          <Box pl="sm" style={{ borderLeft: '3px solid var(--mantine-primary-color-filled)' }}>
            <Text size="xs" c="dimmed" fw={600}>
              Answer{item.respondent_type ? ` from the ${RESPONDENT[item.respondent_type]}` : ''}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {item.response}
            </Text>
          </Box>
        ) : (
          <Text size="xs" c="dimmed">
            Awaiting answer
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
