import { type DocumentSend, SENT_DOCUMENT_CLASS_LABELS } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { Alert, Badge, Button, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { type DataTableColumn, DataTable, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { DIALOG_WIDTH } from '#web/components/kit/shared/dialog-sizes.ts';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useDocumentSends } from '../api/document-sends.ts';
import { RecipientsPanel } from './recipients-panel.tsx';
import { SendDocumentForm } from './send-document-form.tsx';

const audienceOf = (s: DocumentSend) =>
  s.audience === 'ALL'
    ? 'All investors'
    : s.audience === 'OPPORTUNITY'
      ? `Investors of ${s.opportunity_name ?? 'an opportunity'}`
      : (s.entity_name ?? 'One investor');

const ofTotal = (n: number, total: number) => `${n} of ${total}`;

function columns(onTrack: (s: DocumentSend) => void): DataTableColumn<DocumentSend>[] {
  return [
    {
      key: 'name',
      header: 'Document',
      cell: (s) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {s.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {SENT_DOCUMENT_CLASS_LABELS[s.doc_class]} · {s.document_type} · {s.file_name}
          </Text>
        </Stack>
      ),
    },
    { key: 'audience', header: 'Sent to', cell: audienceOf },
    {
      key: 'action',
      header: 'Action',
      cell: (s) => (
        <Badge variant="dot" color={s.action_required === 'SIGNATURE_REQUIRED' ? 'orange' : 'blue'} tt="none">
          {s.action_required === 'SIGNATURE_REQUIRED' ? 'Signature' : 'Review'}
        </Badge>
      ),
    },
    { key: 'viewed', header: 'Viewed', cell: (s) => ofTotal(s.viewed, s.recipients), align: 'right' },
    {
      key: 'signed',
      header: 'Signed',
      cell: (s) => (s.action_required === 'SIGNATURE_REQUIRED' ? ofTotal(s.signed, s.recipients) : '—'),
      align: 'right',
    },
    { key: 'sent', header: 'Sent', cell: (s) => formatDate(s.created_on) },
    {
      key: 'track',
      header: 'Recipients',
      hideHeader: true,
      cell: (s) => (
        <Button size="xs" variant="light" onClick={() => onTrack(s)} aria-label={`Recipients of ${s.name}`}>
          Recipients
        </Button>
      ),
    },
  ];
}

/** The header's Send document button and its side modal; hidden from roles that may not send. */
export function SendDocumentButton({ fidId }: { fidId: string }) {
  const [opened, setOpened] = useState(false);
  const snackbar = useSnackbar();
  return (
    <>
      <Button onClick={() => setOpened(true)}>Send document</Button>
      <SideModal opened={opened} onClose={() => setOpened(false)} title="Send a document" size={DIALOG_WIDTH.narrow}>
        {opened && (
          <SendDocumentForm
            fidId={fidId}
            onSent={(sent) => {
              setOpened(false);
              void snackbar.success(
                `${sent.name} was sent to ${sent.recipients} ${sent.recipients === 1 ? 'investor' : 'investors'}.`,
              );
            }}
          />
        )}
      </SideModal>
    </>
  );
}

/** The documents sent to investors, newest first, with who viewed and signed each. */
export function DocumentSendsScreen({ fidId }: { fidId: string }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 10, ordering: null });
  const [tracked, setTracked] = useState<DocumentSend | null>(null);
  const sends = useDocumentSends(fidId, {
    page: query.page,
    limit: query.limit,
    ...(debounced ? { search: debounced } : {}),
  });
  return (
    <Stack gap="md">
      <TextInput
        label="Search documents"
        placeholder="Document name"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setQuery((q) => ({ ...q, page: 1 }));
        }}
        maw={360}
      />
      {sends.isError ? (
        <Alert color="red">{errorText(sends.error, 'Failed to load data')}</Alert>
      ) : (
        <DataTable
          caption="Documents sent"
          columns={columns(setTracked)}
          rows={sends.data?.results ?? []}
          total={sends.data?.count ?? 0}
          getRowKey={(s) => s.id}
          query={query}
          onQueryChange={setQuery}
          loading={sends.isFetching}
          emptyText={debounced ? 'No document matches' : 'No document has been sent yet'}
          minWidth={860}
        />
      )}
      <SideModal
        opened={tracked !== null}
        onClose={() => setTracked(null)}
        title={tracked ? tracked.name : 'Recipients'}
        size={DIALOG_WIDTH.wide}
      >
        {tracked && <RecipientsPanel key={tracked.id} fidId={fidId} send={tracked} />}
      </SideModal>
    </Stack>
  );
}
