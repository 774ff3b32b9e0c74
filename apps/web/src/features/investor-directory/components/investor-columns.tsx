import type { InvestorRow } from '@dl/contracts';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from '#web/components/kit/data-table/index.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { ENTITY_TYPE_LABEL, formatAmount, locationText } from '../lib/investor-filters.ts';
import { InvitationRowActions, isWaitingInvitation } from './invitation-row-actions.tsx';

const KYC_COLOR: Record<InvestorRow['kyc_state'], string> = {
  NOT_STARTED: 'gray',
  IN_PROGRESS: 'blue',
  REVISION_REQUESTED: 'orange',
  SUBMITTED: 'yellow',
  APPROVED: 'green',
  DENIED: 'red',
};

function NameCell({ row }: { row: InvestorRow }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={hrefFor('FidAdmin.Investor', { id: row.id })} fw={600} size="sm">
        {row.name}
      </Anchor>
      {row.email && (
        <Text size="xs" c="dimmed">
          {row.email}
        </Text>
      )}
    </Stack>
  );
}

/** A status badge as wide as its words: the table's narrow columns must not cut it to an ellipsis. */
const BADGE_FIT = { root: { maxWidth: 'none' }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

export function InvitationBadge({ row }: { row: InvestorRow }) {
  if (row.revoked)
    return (
      <Badge color="gray" variant="outline" tt="none">
        Revoked
      </Badge>
    );
  if (row.invitation_status === null)
    return (
      <Text size="sm" c="dimmed">
        Not invited
      </Text>
    );
  return (
    <Badge
      color={row.invitation_status === 6 ? 'red' : row.invitation_status === 5 ? 'green' : 'blue'}
      variant="dot"
      tt="none"
      styles={BADGE_FIT}
    >
      {row.invitation_status} {row.invitation_status_label}
    </Badge>
  );
}

export function KycBadge({ row }: { row: InvestorRow }) {
  return (
    <Badge color={KYC_COLOR[row.kyc_state]} variant="dot" tt="none" styles={BADGE_FIT}>
      {row.kyc_state_label}
    </Badge>
  );
}

/** The investors table's columns; `canManage` adds Resend / Revoke to waiting invitations. */
export function investorColumns(fidId: string, canManage: boolean): DataTableColumn<InvestorRow>[] {
  const columns: DataTableColumn<InvestorRow>[] = [
    { key: 'name', header: 'Name', sortField: 'name', cell: (row) => <NameCell row={row} /> },
    { key: 'type', header: 'Entity type', cell: (row) => <Text size="sm">{ENTITY_TYPE_LABEL[row.entity_type]}</Text> },
    {
      key: 'invitation',
      header: 'Invitation',
      sortField: 'invitation_status',
      cell: (row) => <InvitationBadge row={row} />,
    },
    { key: 'kyc', header: 'KYC', width: 160, cell: (row) => <KycBadge row={row} /> },
    {
      key: 'committed',
      header: 'Committed',
      sortField: 'committed',
      align: 'right',
      cell: (row) => formatAmount(row.committed),
    },
    {
      key: 'invested',
      header: 'Invested',
      sortField: 'invested',
      align: 'right',
      cell: (row) => formatAmount(row.invested),
    },
    { key: 'location', header: 'Location', cell: (row) => <Text size="sm">{locationText(row)}</Text> },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (row) => (isWaitingInvitation(row) ? <InvitationRowActions fidId={fidId} row={row} /> : null),
    });
  }
  return columns;
}

/** Phones: one stacked column, so the table never scrolls sideways. */
export function phoneInvestorColumns(fidId: string, canManage: boolean): DataTableColumn<InvestorRow>[] {
  return [
    {
      key: 'investor',
      header: 'Investor',
      sortField: 'name',
      cell: (row) => (
        <Stack gap={4}>
          <NameCell row={row} />
          <Group gap={6}>
            <InvitationBadge row={row} />
            <KycBadge row={row} />
          </Group>
          <Text size="xs">
            Committed {formatAmount(row.committed)} · Invested {formatAmount(row.invested)}
          </Text>
          {locationText(row) && (
            <Text size="xs" c="dimmed">
              {locationText(row)}
            </Text>
          )}
          {canManage && isWaitingInvitation(row) && <InvitationRowActions fidId={fidId} row={row} />}
        </Stack>
      ),
    },
  ];
}
