import type { CapTable } from '@dl/contracts';
import { Alert, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCurrentCapTable } from '#web/features/captable/core/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { SETUP_TEXTS } from '../lib/labels.ts';

export interface CapTableContext {
  fidId: string;
  capTable: CapTable;
  params: { fidId: string; issuerId: string };
}

/**
 * The current cap table for a screen: loading, a failure in words, the honest empty state for a
 * person in no cap table, a company selector for a member of several; then the screen itself.
 */
export function CapTableGate({ children }: { children: (context: CapTableContext) => ReactNode }) {
  const { fidId, capTables, list, capTable, params, choose } = useCurrentCapTable();
  if (capTables.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading the cap table">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  if (capTables.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(capTables.error, SETUP_TEXTS.loadFailed)}
      </Alert>
    );
  if (!capTable || !params)
    return (
      <Text c="dimmed" role="status">
        {SETUP_TEXTS.noCapTable}
      </Text>
    );
  return (
    <Stack gap="lg">
      {list.length > 1 && (
        <Select
          label="Company"
          data={list.map((c) => ({ value: c.issuer_id, label: c.company_name }))}
          value={capTable.issuer_id}
          onChange={(id) => id && choose(id)}
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
        />
      )}
      {children({ fidId, capTable, params })}
    </Stack>
  );
}

/** A failed list in words, with the server's sentence when it sent one. */
export function LoadError({ error }: { error: unknown }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {errorText(error, SETUP_TEXTS.loadFailed)}
    </Alert>
  );
}
