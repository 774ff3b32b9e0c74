import type { DocumentRecipient, DocumentSend } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { Alert, Badge, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type DataTableColumn, DataTable, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { type RecipientFilter, useDocumentRecipients } from '../api/document-sends.ts';

const when = (on: string | null, by: string | null) =>
  on ? (
    <Stack gap={0}>
      <Text size="sm">{formatDate(on)}</Text>
      {by ? (
        <Text size="xs" c="dimmed">
          {by}
        </Text>
      ) : null}
    </Stack>
  ) : (
    <Badge variant="dot" color="gray" tt="none">
      Not yet
    </Badge>
  );

function columnsFor(send: DocumentSend): DataTableColumn<DocumentRecipient>[] {
  const columns: DataTableColumn<DocumentRecipient>[] = [
    { key: 'entity', header: 'Investor', cell: (r) => r.entity_name },
    { key: 'viewed', header: 'Viewed', cell: (r) => when(r.viewed_on, r.viewed_by_name) },
  ];
  if (send.action_required === 'SIGNATURE_REQUIRED')
    columns.push({ key: 'signed', header: 'Signed', cell: (r) => when(r.signed_on, r.signed_by_name) });
  return columns;
}

/** Who received one send: each entity's copy, when it was first opened and when it was signed. */
export function RecipientsPanel({ fidId, send }: { fidId: string; send: DocumentSend }) {
  const [filter, setFilter] = useState<RecipientFilter | 'ALL'>('ALL');
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 10, ordering: null });
  const recipients = useDocumentRecipients(fidId, send.id, {
    page: query.page,
    limit: query.limit,
    ...(filter === 'ALL' ? {} : { status: filter }),
  });
  const signing = send.action_required === 'SIGNATURE_REQUIRED';
  return (
    <Stack gap="sm">
      <Text size="sm">
        {send.recipients} {send.recipients === 1 ? 'recipient' : 'recipients'}, {send.viewed} viewed
        {signing ? `, ${send.signed} signed` : ''}.
      </Text>
      <SegmentedControl
        aria-label="Show recipients"
        value={filter}
        onChange={(value) => {
          setFilter(value as RecipientFilter | 'ALL');
          setQuery((q) => ({ ...q, page: 1 }));
        }}
        data={[
          { value: 'ALL', label: 'All' },
          { value: 'NOT_VIEWED', label: 'Not viewed' },
          ...(signing ? [{ value: 'NOT_SIGNED', label: 'Not signed' }] : [{ value: 'VIEWED', label: 'Viewed' }]),
          ...(signing ? [{ value: 'SIGNED', label: 'Signed' }] : []),
        ]}
      />
      {recipients.isError ? (
        <Alert color="red">{errorText(recipients.error, 'Failed to load data')}</Alert>
      ) : (
        <DataTable
          caption={`Recipients of ${send.name}`}
          columns={columnsFor(send)}
          rows={recipients.data?.results ?? []}
          total={recipients.data?.count ?? 0}
          getRowKey={(r) => r.document_id}
          query={query}
          onQueryChange={setQuery}
          loading={recipients.isFetching}
          emptyText="No recipient matches"
        />
      )}
    </Stack>
  );
}
