import type { CapTable } from '@dl/contracts';
import { Alert, Card, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageLoader } from '#web/components/page-loader.tsx';
import { errorText } from '#web/lib/api-error.ts';
import type { CapParams } from '../api/cap-tables.ts';
import { useCurrentCapTable } from '../lib/current-cap-table.ts';

/** A cap-table list that failed without a sentence of the server's. */
const CAP_TABLE_LOAD_FAILED = 'The cap table could not be loaded. Please try again.';

interface CapTableContext {
  fidId: string;
  capTable: CapTable;
  params: CapParams;
}

interface CapTableGateProps {
  children: (context: CapTableContext) => ReactNode;
  /**
   * 'section' (the default): the states in the screen's body, and a company selector above the screen
   * for a member of several. 'page': the states of a whole page (its loader, spec 8 'Failed to load
   * data', an empty card); the page's header carries the selector (CapTableSelector).
   */
  variant?: 'section' | 'page';
}

function Failed({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {errorText(error, fallback)}
    </Alert>
  );
}

/**
 * The current cap table for a screen: loading, a failure in words, the honest empty state for a
 * person in no cap table, a company selector for a member of several; then the screen itself.
 */
export function CapTableGate({ children, variant = 'section' }: CapTableGateProps) {
  const { fidId, capTables, list, capTable, params, choose } = useCurrentCapTable();
  const page = variant === 'page';
  if (capTables.isPending)
    return page ? (
      <PageLoader />
    ) : (
      <Stack gap="xs" aria-busy="true" aria-label="Loading the cap table">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  if (capTables.isError)
    return <Failed error={capTables.error} fallback={page ? 'Failed to load data' : CAP_TABLE_LOAD_FAILED} />;
  if (!capTable || !params)
    return page ? (
      <Card withBorder radius="md" padding="lg">
        <Text fw={600}>No cap table yet</Text>
        <Text size="sm" c="dimmed">
          You hold no cap-table role in any company of this workspace. An administrator of the company adds you.
        </Text>
      </Card>
    ) : (
      <Text c="dimmed" role="status">
        You are not a member of any company’s cap table yet. An administrator of the company adds you to it.
      </Text>
    );
  if (page) return <>{children({ fidId, capTable, params })}</>;
  return (
    <Stack gap="lg">
      <CapTableSelector list={list} value={capTable.issuer_id} onChange={choose} width={280} />
      {children({ fidId, capTable, params })}
    </Stack>
  );
}

/** For a member of several cap tables: which company the screen shows. Nothing for one. */
export function CapTableSelector({
  list,
  value,
  onChange,
  width = 260,
}: {
  list: readonly CapTable[];
  value: string | null;
  onChange: (issuerId: string) => void;
  width?: number;
}) {
  if (list.length < 2) return null;
  return (
    <Select
      label="Company"
      data={list.map((c) => ({ value: c.issuer_id, label: c.company_name }))}
      value={value}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      w={{ base: '100%', xs: width }}
    />
  );
}

/** A failed list in words, with the server's sentence when it sent one. */
export function LoadError({ error }: { error: unknown }) {
  return <Failed error={error} fallback={CAP_TABLE_LOAD_FAILED} />;
}
