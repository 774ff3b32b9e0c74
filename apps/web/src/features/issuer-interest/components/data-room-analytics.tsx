import type { DocumentAnalytics } from '@dl/contracts';
import { formatDate, formatDateTime } from '@dl/domain';
import { Accordion, Alert, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorText } from '#web/lib/api-error.ts';
import { useDataRoomAnalytics } from '../api/interest.ts';
import { INTEREST_TEXTS } from '../lib/labels.ts';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function Readers({ doc }: { doc: DocumentAnalytics }) {
  return (
    <Table.ScrollContainer
      minWidth={560}
      scrollAreaProps={{
        viewportProps: {
          tabIndex: 0,
          role: 'region',
          'aria-label': `Readers of ${doc.document.name} (scrolls sideways)`,
        },
      }}
    >
      <Table aria-label={`Readers of ${doc.document.name}`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Reader</Table.Th>
            <Table.Th>Investor</Table.Th>
            <Table.Th ta="right">Views</Table.Th>
            <Table.Th>First viewed</Table.Th>
            <Table.Th>Last viewed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {doc.readers.map((r) => (
            <Table.Tr key={`${r.user.id}-${r.entity?.id ?? ''}`}>
              <Table.Td>{r.user.name}</Table.Td>
              <Table.Td>{r.entity?.name ?? '—'}</Table.Td>
              <Table.Td ta="right">{r.views.toLocaleString('en-US')}</Table.Td>
              <Table.Td>{formatDateTime(r.first_viewed_on)}</Table.Td>
              <Table.Td>{formatDateTime(r.last_viewed_on)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DocumentRow({ doc }: { doc: DocumentAnalytics }) {
  const path = doc.document.category.join(' / ');
  return (
    <Accordion.Item value={doc.document.id}>
      <Accordion.Control
        aria-label={`${doc.document.name}: ${plural(doc.views, 'view', 'views')}, ${plural(doc.viewers, 'reader', 'readers')}`}
      >
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {doc.document.name}
            </Text>
            {path ? (
              <Text size="xs" c="dimmed">
                {path}
              </Text>
            ) : null}
          </Stack>
          <Text size="sm" c="dimmed">
            {plural(doc.views, 'view', 'views')} · {plural(doc.viewers, 'reader', 'readers')} · last{' '}
            {doc.last_viewed_on ? formatDate(doc.last_viewed_on) : 'never'}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        {doc.readers.length > 0 ? (
          <Readers doc={doc} />
        ) : (
          <Text size="sm" c="dimmed">
            No one has opened this document yet.
          </Text>
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** Data-room analytics (issue 16 point 5): per document its views and readers, each reader expandable. */
export function DataRoomAnalytics({ fidId, opportunityId }: { fidId: string; opportunityId: string }) {
  const analytics = useDataRoomAnalytics(fidId, opportunityId);
  const docs = analytics.data ?? [];
  const read = docs.some((d) => d.views > 0);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="data-room-analytics-title">
      <Title order={2} size="h4" mb="md" id="data-room-analytics-title">
        Data room analytics
      </Title>
      {analytics.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading data room analytics">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : analytics.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(analytics.error, INTEREST_TEXTS.loadFailed)}
        </Alert>
      ) : !read ? (
        <Text size="sm" c="dimmed" role="status">
          {INTEREST_TEXTS.noReads}
        </Text>
      ) : (
        <Accordion multiple variant="separated" chevronPosition="left">
          {docs.map((doc) => (
            <DocumentRow key={doc.document.id} doc={doc} />
          ))}
        </Accordion>
      )}
    </Paper>
  );
}
