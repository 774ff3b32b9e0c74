import type { StockClass } from '@dl/contracts';
import { ActionIcon, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { day, price, shares } from '../lib/format.ts';
import { CLASS_KIND_LABELS } from '../lib/labels.ts';

const COLUMNS = 10;

function History({ stockClass }: { stockClass: StockClass }) {
  if (stockClass.authorized_history.length === 0) return <Text size="sm">No change of the authorized shares yet.</Text>;
  return (
    <Table aria-label={`Authorized shares history of ${stockClass.name}`} withRowBorders={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th ta="right">Authorized</Table.Th>
          <Table.Th>Transaction</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stockClass.authorized_history.map((h) => (
          <Table.Tr key={h.tx_id}>
            <Table.Td>{day(h.date)}</Table.Td>
            <Table.Td ta="right">{shares(h.authorized)}</Table.Td>
            <Table.Td>{h.tx_id}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The stock classes: authorized, issued and treasury shares, conversion ratio, price and seniority
 * as exact figures; each row opens the history of its authorized shares.
 */
export function ClassesTable({
  classes,
  onChangeAuthorized,
}: {
  classes: readonly StockClass[];
  onChangeAuthorized: ((stockClass: StockClass) => void) | null;
}) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Table.ScrollContainer
      minWidth={900}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Stock classes (scrolls sideways)' },
      }}
    >
      <Table aria-label="Stock classes" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>History</VisuallyHidden>
            </Table.Th>
            <Table.Th>Class</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th ta="right">Authorized</Table.Th>
            <Table.Th ta="right">Issued</Table.Th>
            <Table.Th ta="right">Treasury</Table.Th>
            <Table.Th ta="right">Conversion ratio</Table.Th>
            <Table.Th ta="right">Price per share</Table.Th>
            <Table.Th ta="right">Seniority</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {classes.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS}>
                <Text c="dimmed" ta="center" role="status" py="md">
                  No stock class yet.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {classes.map((c) => {
            const expanded = open.has(c.id);
            return (
              <Fragment key={c.id}>
                <Table.Tr>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray.8"
                      aria-expanded={expanded}
                      aria-label={`Authorized shares history of ${c.name}`}
                      onClick={() => toggle(c.id)}
                    >
                      {expanded ? (
                        <IconChevronDown size={16} aria-hidden />
                      ) : (
                        <IconChevronRight size={16} aria-hidden />
                      )}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>
                    <Text fw={600}>{c.name}</Text>
                    <Text size="xs" c="dimmed">
                      {c.id}
                    </Text>
                  </Table.Td>
                  <Table.Td>{CLASS_KIND_LABELS[c.kind]}</Table.Td>
                  <Table.Td ta="right">{shares(c.authorized)}</Table.Td>
                  <Table.Td ta="right">{shares(c.issued)}</Table.Td>
                  <Table.Td ta="right">{shares(c.treasury)}</Table.Td>
                  <Table.Td ta="right">{shares(c.conversion_ratio)}</Table.Td>
                  <Table.Td ta="right">{price(c.price_per_share)}</Table.Td>
                  <Table.Td ta="right">{c.seniority}</Table.Td>
                  <Table.Td ta="right">
                    {onChangeAuthorized && (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Change the authorized shares of ${c.name}`}
                        onClick={() => onChangeAuthorized(c)}
                      >
                        Change authorized shares
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr>
                    <Table.Td />
                    <Table.Td colSpan={COLUMNS - 1}>
                      <Group>
                        <History stockClass={c} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
