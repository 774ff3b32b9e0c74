import type { IssuerNda } from '@dl/contracts';
import { formatDate, type NdaStatus } from '@dl/domain';
import { Alert, Anchor, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { type DataTableColumn, DataTable, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useNdaList } from '../api/ndas.ts';

const VIEWS: { value: NdaStatus; label: string }[] = [
  { value: 'NDA_SIGNED', label: 'To countersign' },
  { value: 'NDA_COUNTERSIGN_IN_PROCESS', label: 'In progress' },
  { value: 'NDA_EXECUTED', label: 'Executed' },
];

const COUNTERSIGNABLE = new Set<NdaStatus>(['NDA_SIGNED', 'NDA_COUNTERSIGN_IN_PROCESS']);

function CountersignButton({ nda, onCountersign }: { nda: IssuerNda; onCountersign: (id: string) => Promise<void> }) {
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap={2} align="flex-end">
      <Button
        size="xs"
        loading={opening}
        aria-label={`Countersign the NDA of ${nda.entity.name} for ${nda.opportunity.name}`}
        onClick={async () => {
          setError(null);
          setOpening(true);
          try {
            await onCountersign(nda.id);
          } catch (err) {
            setError(errorText(err, 'Failed to open the countersign ceremony'));
            setOpening(false);
          }
        }}
      >
        Countersign
      </Button>
      {error ? (
        <Text size="xs" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

function columns(onCountersign: ((id: string) => Promise<void>) | null): DataTableColumn<IssuerNda>[] {
  const list: DataTableColumn<IssuerNda>[] = [
    { key: 'entity', header: 'Investor', cell: (n) => n.entity.name },
    { key: 'opportunity', header: 'Opportunity', cell: (n) => n.opportunity.name },
    {
      key: 'signer',
      header: 'Signed by',
      cell: (n) => (
        <Stack gap={0}>
          <Text size="sm">{n.signer.name}</Text>
          <Text size="xs" c="dimmed">
            {n.signer.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'signed_on', header: 'Signed', cell: (n) => (n.signed_on ? formatDate(n.signed_on) : '—') },
    {
      key: 'document',
      header: 'Document',
      cell: (n) =>
        n.signed_url ? (
          <Anchor href={n.signed_url} target="_blank" rel="noreferrer" size="sm">
            Signed NDA <IconExternalLink size={12} aria-label="(opens in a new tab)" />
          </Anchor>
        ) : (
          '—'
        ),
    },
  ];
  if (onCountersign)
    list.push({
      key: 'action',
      header: 'Action',
      hideHeader: true,
      align: 'right',
      cell: (n) => (COUNTERSIGNABLE.has(n.status) ? <CountersignButton nda={n} onCountersign={onCountersign} /> : null),
    });
  return list;
}

/**
 * The investor-signed NDAs of every issuer of the tenant for the fiduciary's signatories: read the
 * signed copy, then countersign through the e-sign ceremony (`onCountersign` opens it).
 */
export function NdaDesk({
  fidId,
  onCountersign,
}: {
  fidId: string;
  onCountersign: ((ndaId: string) => Promise<void>) | null;
}) {
  const [status, setStatus] = useState<NdaStatus>('NDA_SIGNED');
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 10, ordering: null });
  const list = useNdaList(fidId, { status, page: query.page, limit: query.limit });
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Show NDAs"
        value={status}
        onChange={(value) => {
          setStatus(value as NdaStatus);
          setQuery((q) => ({ ...q, page: 1 }));
        }}
        data={VIEWS}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isError ? (
        <Alert color="red">{errorText(list.error, 'Failed to load data')}</Alert>
      ) : (
        <DataTable
          caption="NDAs"
          columns={columns(onCountersign)}
          rows={list.data?.results ?? []}
          total={list.data?.count ?? 0}
          getRowKey={(n) => n.id}
          query={query}
          onQueryChange={setQuery}
          loading={list.isFetching}
          emptyText={status === 'NDA_SIGNED' ? 'No NDA is waiting for a countersignature' : 'No NDA here'}
          minWidth={820}
        />
      )}
    </Stack>
  );
}
