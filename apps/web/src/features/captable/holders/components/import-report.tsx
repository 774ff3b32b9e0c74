import { Alert, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { applyClientQuery, DataTable, type TableQuery } from '#web/components/kit/data-table/index.ts';
import type { ImportReport, OcfProblem } from '../api/ocf-import.ts';

/** Object types of an OCF package in words (the counts of a successful import). */
const COUNT_LABELS: Record<string, string> = {
  stakeholders: 'Stakeholders',
  stock_classes: 'Stock classes',
  stock_plans: 'Equity plans',
  securities: 'Securities',
  transactions: 'Transactions',
  vesting_terms: 'Vesting terms',
  valuations: 'Valuations',
};

function label(key: string): string {
  return COUNT_LABELS[key] ?? key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

function Problems({ problems }: { problems: OcfProblem[] }) {
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 25 });
  return (
    <DataTable
      caption="Problems found in the package"
      columns={[
        { key: 'file', header: 'File', cell: (p) => p.file },
        { key: 'object', header: 'Object', cell: (p) => p.object_id ?? '—' },
        { key: 'path', header: 'Field', cell: (p) => p.path ?? '—' },
        { key: 'message', header: 'Problem', cell: (p) => p.message },
      ]}
      rows={applyClientQuery(problems, query)}
      total={problems.length}
      getRowKey={(p) => `${p.file}|${p.object_id}|${p.path}|${p.message}`}
      query={query}
      onQueryChange={setQuery}
      pageSizes={[25, 50, 100]}
      minWidth={720}
    />
  );
}

/** The outcome of an import: what was imported, or every problem by file and object (nothing was imported). */
export function ImportReportView({ report }: { report: ImportReport }) {
  if (!report.ok)
    return (
      <Stack gap="md">
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title="Nothing was imported">
          {report.detail} {report.problems.length === 1 ? 'One problem was' : `${report.problems.length} problems were`}{' '}
          found; correct the package and import it again.
        </Alert>
        <Problems problems={report.problems} />
      </Stack>
    );
  const entries = Object.entries(report.counts);
  return (
    <Stack gap="md">
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status" title="The package was imported">
        Every object of the package is now in the cap table.
      </Alert>
      {entries.length === 0 ? (
        <Text size="sm">The package held no object.</Text>
      ) : (
        <Table aria-label="Imported objects" verticalSpacing="xs" maw={420}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Object</Table.Th>
              <Table.Th ta="right">Imported</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map(([key, count]) => (
              <Table.Tr key={key}>
                <Table.Td>{label(key)}</Table.Td>
                <Table.Td ta="right">{count.toLocaleString('en-US')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
