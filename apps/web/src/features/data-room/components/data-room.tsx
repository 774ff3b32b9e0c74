import { DATA_ROOM_CLOSED_MESSAGE, type DocumentRecord } from '@dl/contracts';
import { Alert, Card, Center, Group, Loader, SegmentedControl, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import {
  DOCUMENT_LAYOUTS,
  type DocumentItem,
  type DocumentLayout,
  DocumentList,
} from '#web/components/kit/document-list/index.ts';
import { ApiError, errorText } from '#web/lib/api-error.ts';
import { useDataRoom } from '../api/data-room.ts';

const LAYOUT_LABELS: Record<DocumentLayout, string> = { card: 'Cards', table: 'Table', tree: 'Tree' };
const DATA_ROOM_LOAD_FAILED = 'Failed to load data';

export interface DataRoomProps {
  fidId: string;
  opportunityId: string;
  /** investor_state.data_room_open: the NDA is executed. */
  isOpen: boolean;
  onView: (doc: DocumentRecord) => void;
}

function LockedDataRoom({ text }: { text: string }) {
  return (
    <Card withBorder radius="md" padding="xl" data-testid="data-room-locked">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={3} size="h4">
          The data room is locked
        </Title>
        <Text c="dimmed" maw={420}>
          {text} Sign the NDA; once the issuer countersigns it, the documents appear here.
        </Text>
      </Stack>
    </Card>
  );
}

/** The opportunity's DATA_ROOM documents by category path, in card, table or tree layout (spec 2, 3). */
export function DataRoom({ fidId, opportunityId, isOpen, onView }: DataRoomProps) {
  const [layout, setLayout] = useState<DocumentLayout>('tree');
  const room = useDataRoom(fidId, opportunityId, isOpen);
  if (!isOpen || (room.error instanceof ApiError && room.error.status === 403)) {
    return <LockedDataRoom text={DATA_ROOM_CLOSED_MESSAGE} />;
  }
  if (room.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader size="sm" />
      </Center>
    );
  }
  if (room.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(room.error, DATA_ROOM_LOAD_FAILED)}
      </Alert>
    );
  }
  const byId = new Map(room.data.results.map((doc) => [doc.doc_id, doc]));
  // Inside the opportunity the rows are named by their document, not by the opportunity (spec 2 name
  // column: opportunity link, else document name).
  const rows = room.data.results.map((doc) => ({ ...doc, opportunity_id: null, opportunity_name: null }));
  const open = (item: DocumentItem) => {
    const doc = byId.get(item.doc_id);
    if (doc) onView(doc);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {room.data.count} document{room.data.count === 1 ? '' : 's'}
        </Text>
        <SegmentedControl
          aria-label="Layout"
          value={layout}
          onChange={(value) => setLayout(value as DocumentLayout)}
          data={DOCUMENT_LAYOUTS.map((value) => ({ value, label: LAYOUT_LABELS[value] }))}
        />
      </Group>
      <DocumentList
        documents={rows}
        layout={layout}
        label="Data room documents"
        hideType
        onView={open}
        onViewSigned={open}
        onSign={open}
      />
    </Stack>
  );
}
