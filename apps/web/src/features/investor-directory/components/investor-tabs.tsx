import type { InvestorDetail } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ENTITY_TYPE_LABEL, formatAmount } from '../lib/investor-filters.ts';

/** A small read-only table of one tab; the empty text when there are no rows. */
function TabTable<T>(props: {
  caption: string;
  rows: readonly T[];
  empty: string;
  head: string[];
  cells: (row: T) => ReactNode[];
  rowKey: (row: T) => string;
}) {
  if (props.rows.length === 0) return <Text c="dimmed">{props.empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={props.caption} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {props.head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={props.rowKey(row)}>
              {props.cells(row).map((cell, i) => (
                <Table.Td key={props.head[i]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function EntitiesTab({ detail }: { detail: InvestorDetail }) {
  return (
    <TabTable
      caption="Entities"
      rows={detail.entities}
      empty="No entity yet: the person has not registered."
      head={['Name', 'Type', 'ID', 'Since']}
      rowKey={(e) => e.id}
      cells={(e) => [e.name, ENTITY_TYPE_LABEL[e.type], e.trellis_uid, formatDate(e.created_on)]}
    />
  );
}

export function AddressesTab({ detail }: { detail: InvestorDetail }) {
  const entityName = (id: string) => detail.entities.find((e) => e.id === id)?.name ?? '';
  return (
    <TabTable
      caption="Addresses"
      rows={detail.addresses}
      empty="No address given."
      head={['Entity', 'Type', 'Address', 'City', 'State', 'Postal', 'Country']}
      rowKey={(a) => a.id}
      cells={(a) => [
        entityName(a.entity_id),
        a.type,
        [a.line1, a.line2, a.line3].filter(Boolean).join(', '),
        a.city,
        a.province ?? '',
        a.postal,
        a.country.toUpperCase(),
      ]}
    />
  );
}

export function DocumentsTab({ detail }: { detail: InvestorDetail }) {
  return (
    <TabTable
      caption="Documents"
      rows={detail.documents}
      empty="No documents sent to this investor."
      head={['Modified', 'Name', 'Type', 'Action required']}
      rowKey={(d) => d.id}
      cells={(d) => [formatDate(d.modified_on), d.name, d.document_type, d.action_required ?? '—']}
    />
  );
}

export function InvestmentsTab({ detail }: { detail: InvestorDetail }) {
  return (
    <TabTable
      caption="Investments"
      rows={detail.investments}
      empty="No investments."
      head={['Opportunity', 'Status', 'Amount', 'Created', 'Executed']}
      rowKey={(i) => i.id}
      cells={(i) => [
        i.opportunity_name,
        i.status,
        formatAmount(i.amount),
        formatDate(i.created_on),
        i.executed_on ? formatDate(i.executed_on) : '—',
      ]}
    />
  );
}
