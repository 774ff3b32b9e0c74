import type { DocumentRef, InvestorStateWire, OpportunityDetail } from '@dl/contracts';
import { formatCurrency, type InvestorAction } from '@dl/domain';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconFileText, IconFolderOpen, IconSignature } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type StatusWord, statusColor } from '#web/lib/status-color.ts';

export interface ActionsPanelProps {
  state: InvestorStateWire;
  documents: OpportunityDetail['documents'];
  minimum: string;
  onAction: (action: InvestorAction) => void;
  /** The action whose call is running (its button spins, the others wait). */
  busy?: InvestorAction | null;
  /** Opens the NDA or deal document (the signed copy once there is one) in the viewer. */
  onViewDocument?: (doc: DocumentRef) => void;
}

function DocumentLine({
  kind,
  doc,
  onView,
}: {
  kind: string;
  doc: DocumentRef | null;
  onView?: (doc: DocumentRef) => void;
}) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
      <Group gap={6} wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: 1 }}>
        <IconFileText size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {kind}: {doc?.name ?? 'none'}
        </Text>
      </Group>
      {doc && onView && (
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => onView(doc)}
          aria-label={`View ${doc.name}`}
          style={{ flexShrink: 0 }}
        >
          View
        </Button>
      )}
    </Group>
  );
}

const BUTTONS: Record<InvestorAction, { label: string; icon: ReactNode }> = {
  SIGN_NDA: { label: 'Sign NDA', icon: <IconSignature size={18} aria-hidden /> },
  VIEW_DATA_ROOM: { label: 'View data room', icon: <IconFolderOpen size={18} aria-hidden /> },
  INDICATE_INTEREST: { label: 'Indicate interest', icon: <IconCash size={18} aria-hidden /> },
  SIGN_DEAL: { label: 'Sign deal', icon: <IconSignature size={18} aria-hidden /> },
};

/** Spec 4 colours of the status text: executed green, declined red, the others orange. */
function statusWord(status: string): StatusWord {
  if (status === 'DEAL_EXECUTED') return 'green';
  return status.endsWith('DECLINED') ? 'red' : 'orange';
}

/** The next steps `investor_state.actions` allows, the status text, and the documents at hand. */
export function ActionsPanel({ state, documents, minimum, onAction, busy = null, onViewDocument }: ActionsPanelProps) {
  const primary = state.actions.find((a) => a !== 'VIEW_DATA_ROOM') ?? null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Next steps
        </Title>
        {state.status_text && (
          <Badge
            size="lg"
            variant="dot"
            color={statusColor(statusWord(state.opportunity_status))}
            tt="none"
            data-testid="investor-status-text"
          >
            {state.status_text}
          </Badge>
        )}
        {state.actions.length === 0 && !state.status_text && (
          <Text size="sm" c="dimmed">
            Nothing to do here right now.
          </Text>
        )}
        <Stack gap="xs">
          {state.actions.map((action) => (
            <Button
              key={action}
              variant={action === primary ? 'filled' : 'default'}
              leftSection={BUTTONS[action].icon}
              loading={busy === action}
              disabled={busy !== null && busy !== action}
              onClick={() => onAction(action)}
              fullWidth
            >
              {BUTTONS[action].label}
            </Button>
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          Minimum investment {formatCurrency(minimum, { abbreviate: false })}, in steps of $10,000.
        </Text>
        <Stack gap={6}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Documents
          </Text>
          <DocumentLine kind="NDA" doc={documents.nda} onView={onViewDocument} />
          <DocumentLine kind="Deal" doc={documents.deal} onView={onViewDocument} />
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconFolderOpen size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">
              Data room: {documents.data_room_count} document{documents.data_room_count === 1 ? '' : 's'}
            </Text>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
