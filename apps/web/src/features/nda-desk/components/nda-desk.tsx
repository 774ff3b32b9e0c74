import type { IssuerNda } from '@dl/contracts';
import { formatDate, type NdaStatus } from '@dl/domain';
import { Alert, Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { type DataTableColumn, DataTable, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { ReasonDialog } from '#web/components/kit/reason-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useNdaList } from '../api/ndas.ts';
import { NdaActions } from './nda-actions.tsx';
import { safeHref } from '#web/lib/safe-href.ts';

export interface NdaView {
  value: NdaStatus;
  label: string;
}

const VIEWS: NdaView[] = [
  { value: 'NDA_SIGNED', label: 'To countersign' },
  { value: 'NDA_COUNTERSIGN_IN_PROCESS', label: 'In progress' },
  { value: 'NDA_EXECUTED', label: 'Executed' },
];

const COUNTERSIGNABLE = new Set<NdaStatus>(['NDA_SIGNED', 'NDA_COUNTERSIGN_IN_PROCESS']);

type Countersign = ((ndaId: string) => Promise<void>) | null;

function columns(
  onCountersign: Countersign,
  onDecline: ((nda: IssuerNda) => void) | null,
): DataTableColumn<IssuerNda>[] {
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
        safeHref(n.signed_url) ? (
          <Anchor href={safeHref(n.signed_url)} target="_blank" rel="noreferrer" size="sm">
            Signed NDA <IconExternalLink size={12} aria-label="(opens in a new tab)" />
          </Anchor>
        ) : (
          '—'
        ),
    },
  ];
  if (onCountersign || onDecline)
    list.push({
      key: 'action',
      header: 'Action',
      hideHeader: true,
      align: 'right',
      cell: (n) =>
        COUNTERSIGNABLE.has(n.status) ? (
          <NdaActions nda={n} onCountersign={onCountersign} onDecline={onDecline} />
        ) : null,
    });
  return list;
}

export interface NdaDeskProps {
  fidId: string;
  /** Opens the countersign ceremony; null when the caller may not countersign. */
  onCountersign: Countersign;
  /** Declines an NDA with the reason (the issuer's screen); absent where the screen offers no decline. */
  onDecline?: ((ndaId: string, reason: string) => Promise<void>) | null;
  /** The statuses the screen can show; the first one is shown first. */
  views?: readonly NdaView[];
  /** Only this opportunity's NDAs. */
  opportunityId?: string;
}

/**
 * Investor-signed NDAs for the signatories (the fiduciary's over every issuer of the tenant, the
 * issuer's over its companies): read the signed copy, then countersign through the e-sign ceremony
 * (`onCountersign` opens it) or, where offered, decline with a reason.
 */
export function NdaDesk({ fidId, onCountersign, onDecline = null, views = VIEWS, opportunityId }: NdaDeskProps) {
  const [status, setStatus] = useState<NdaStatus>(views[0]?.value ?? 'NDA_SIGNED');
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 10, ordering: null });
  const [declining, setDeclining] = useState<IssuerNda | null>(null);
  const [busy, setBusy] = useState(false);
  const snackbar = useSnackbar();
  const list = useNdaList(fidId, {
    status,
    page: query.page,
    limit: query.limit,
    ...(opportunityId ? { opportunity_id: opportunityId } : {}),
  });
  const decline = async (reason: string) => {
    if (!(declining && onDecline)) return;
    setBusy(true);
    try {
      await onDecline(declining.id, reason);
      void snackbar.success(`The NDA of ${declining.entity.name} was declined. The investor is told why.`);
      setDeclining(null);
    } catch (err) {
      void snackbar.error(errorText(err, 'Failed to decline the NDA'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Show NDAs"
        value={status}
        onChange={(value) => {
          setStatus(value as NdaStatus);
          setQuery((q) => ({ ...q, page: 1 }));
        }}
        data={[...views]}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      {list.isError ? (
        <Alert color="red">{errorText(list.error, 'Failed to load data')}</Alert>
      ) : (
        <DataTable
          caption="NDAs"
          columns={columns(onCountersign, onDecline ? setDeclining : null)}
          rows={list.data?.results ?? []}
          total={list.data?.count ?? 0}
          getRowKey={(n) => n.id}
          query={query}
          onQueryChange={setQuery}
          loading={list.isFetching}
          emptyText={status === 'NDA_SIGNED' ? 'No NDA is waiting for a countersignature' : 'No NDA here'}
          minWidth={onDecline ? 920 : 820}
        />
      )}
      <ReasonDialog
        opened={declining !== null}
        title="Decline NDA"
        description={
          declining
            ? `The NDA of ${declining.entity.name} for ${declining.opportunity.name} will be declined, and the investor will read your reason.`
            : undefined
        }
        okLabel="Decline"
        danger
        loading={busy}
        maxLength={2000}
        onClose={() => setDeclining(null)}
        onSubmit={(reason) => void decline(reason)}
      />
    </Stack>
  );
}
