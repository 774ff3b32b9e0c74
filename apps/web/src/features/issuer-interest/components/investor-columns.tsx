import type { InterestInvestor } from '@dl/contracts';
import { formatCurrency, formatDate, INTEREST_FUNNEL_LABELS, investmentStatusText } from '@dl/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from '#web/components/kit/data-table/index.ts';
import { NDA_STATUS_TEXT } from '../lib/labels.ts';

const dash = '—';
const dateOf = (value: string | null) => (value ? formatDate(value) : dash);

function NdaCell({ investor, countersignHref }: { investor: InterestInvestor; countersignHref: string | null }) {
  const nda = investor.nda;
  if (!nda) return dash;
  const text = NDA_STATUS_TEXT[nda.status];
  if (nda.status === 'NDA_SIGNED' && countersignHref)
    return (
      <Anchor
        component={Link}
        to={countersignHref}
        size="sm"
        aria-label={`${text}: countersign the NDA of ${investor.entity.name}`}
      >
        {text}
      </Anchor>
    );
  return <Text size="sm">{text}</Text>;
}

/**
 * The investors table's columns: entity, furthest step, first view (MM/DD/YYYY), NDA status (a link
 * to the countersign screen when it waits and the caller may countersign), data room, investment.
 */
export function investorColumns(countersignHref: string | null): DataTableColumn<InterestInvestor>[] {
  return [
    { key: 'name', header: 'Investor', sortField: 'name', cell: (i) => i.entity.name },
    { key: 'step', header: 'Furthest step', cell: (i) => INTEREST_FUNNEL_LABELS[i.step] },
    {
      key: 'first_viewed_on',
      header: 'First viewed',
      sortField: 'first_viewed_on',
      cell: (i) => dateOf(i.first_viewed_on),
    },
    { key: 'nda', header: 'NDA', cell: (i) => <NdaCell investor={i} countersignHref={countersignHref} /> },
    { key: 'data_room', header: 'Data room entered', cell: (i) => dateOf(i.data_room_entered_on) },
    {
      key: 'investment',
      header: 'Investment',
      cell: (i) =>
        i.investment ? (
          <Stack gap={0}>
            <Text size="sm">{investmentStatusText(i.investment.status)}</Text>
            <Text size="xs" c="dimmed">
              {formatCurrency(i.investment.amount)}
            </Text>
          </Stack>
        ) : (
          dash
        ),
    },
  ];
}
