import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useConfirm } from '../confirm-dialog/index.ts';
import { DataTable, type DataTableColumn, type TableQuery } from '../data-table/index.ts';
import { SideModal } from '../side-modal/index.ts';

export interface ManagedTableProps<T> {
  /** The table's name, and the singular noun of one row ('Events', 'event'). */
  caption: string;
  noun: string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  total: number;
  getRowKey: (row: T) => string;
  /** How a row is named in its buttons and the delete question. */
  titleOf: (row: T) => string;
  query: TableQuery;
  onQueryChange: (query: TableQuery) => void;
  loading?: boolean;
  /** The list's load error, shown instead of the table. */
  error?: ReactNode;
  /** Whether New, Edit and Delete show (a role that may manage the rows). */
  canManage: boolean;
  /** The side modal's form for a new row (null) or a row; `done` closes it. */
  renderForm: (row: T | null, done: () => void) => ReactNode;
  /** Deletes a row once the user confirmed. */
  onDelete: (row: T) => void;
}

/**
 * A server-paged table whose rows are created, edited and deleted by those who may: New opens the
 * form in the side modal, each row has Edit and Delete (after the confirm dialog).
 */
export function ManagedTable<T>(props: ManagedTableProps<T>) {
  const { caption, noun, titleOf, canManage, renderForm, onDelete } = props;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const { confirm, dialog } = useConfirm();
  const askDelete = async (row: T) => {
    const ok = await confirm({
      title: `Delete ${noun}`,
      message: `Delete "${titleOf(row)}"? Investors will no longer see it.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (ok) onDelete(row);
  };
  const columns: DataTableColumn<T>[] = canManage
    ? [
        ...props.columns,
        {
          key: 'actions',
          header: 'Actions',
          hideHeader: true,
          align: 'right',
          cell: (row) => (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" aria-label={`Edit ${titleOf(row)}`} onClick={() => setEditing(row)}>
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="danger"
                  aria-label={`Delete ${titleOf(row)}`}
                  onClick={() => void askDelete(row)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ),
        },
      ]
    : props.columns;
  const close = () => setEditing(null);
  return (
    <Stack gap="sm">
      {canManage ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            New {noun}
          </Button>
        </Group>
      ) : null}
      {props.error ? (
        <Text c="danger.8" role="alert">
          {props.error}
        </Text>
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={props.rows}
          total={props.total}
          getRowKey={props.getRowKey}
          query={props.query}
          onQueryChange={props.onQueryChange}
          loading={props.loading}
        />
      )}
      <SideModal opened={editing !== null} onClose={close} title={editing === 'new' ? `New ${noun}` : `Edit ${noun}`}>
        {editing !== null ? renderForm(editing === 'new' ? null : editing, close) : null}
      </SideModal>
      {dialog}
    </Stack>
  );
}
