import { Alert, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSizes } from '../api/operations.ts';
import { formatBytes } from '../lib/bytes.ts';

const TABLE_COLUMNS: DataTableColumn<{ name: string; bytes: string }>[] = [
  { key: 'name', header: 'Table', cell: (t) => t.name },
  { key: 'bytes', header: 'Size with indexes', align: 'right', cell: (t) => formatBytes(t.bytes) },
];

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

/** How much the database and the stored files take, and the largest tables. */
export function SizesPanel() {
  const sizes = useSizes();
  if (sizes.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(sizes.error, 'The sizes could not be read.')}
      </Alert>
    );
  const s = sizes.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat label="Database" value={s ? formatBytes(s.database_bytes) : '…'} />
        <Stat label="Stored files" value={s ? formatBytes(s.storage_bytes) : '…'} />
        <Stat label="Files" value={s ? s.files.toLocaleString('en-US') : '…'} />
      </SimpleGrid>
      <DataTable
        caption="Largest tables"
        columns={TABLE_COLUMNS}
        rows={s?.largest_tables ?? []}
        total={s?.largest_tables.length ?? 0}
        getRowKey={(t) => t.name}
        query={{ page: 1, limit: 10 }}
        onQueryChange={() => undefined}
        loading={sizes.isFetching}
        minWidth={320}
      />
    </Stack>
  );
}
