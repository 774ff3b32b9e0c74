import type { CapTable } from '@dl/contracts';
import { Alert, Card, Select, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageLoader } from '#web/components/page-loader.tsx';
import { errorText } from '#web/lib/api-error.ts';
import type { CapParams } from '../api/keys.ts';
import { LOAD_FAILED } from '../lib/labels.ts';

export interface CapTableGateProps {
  capTables: { isPending: boolean; isError: boolean; error: unknown };
  capTable: CapTable | null;
  params: CapParams | null;
  children: (capTable: CapTable, params: CapParams) => ReactNode;
}

/** Each screen's first states: the caller's cap tables loading, failing, or none at all. */
export function CapTableGate({ capTables, capTable, params, children }: CapTableGateProps) {
  if (capTables.isPending) return <PageLoader />;
  if (capTables.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(capTables.error, LOAD_FAILED)}
      </Alert>
    );
  if (!capTable || !params)
    return (
      <Card withBorder radius="md" padding="lg">
        <Text fw={600}>No cap table yet</Text>
        <Text size="sm" c="dimmed">
          You hold no cap-table role in any company of this workspace. An administrator of the company adds you.
        </Text>
      </Card>
    );
  return <>{children(capTable, params)}</>;
}

/** For a member of several cap tables: which company the screen shows. Nothing for one. */
export function CapTableSelector({
  list,
  value,
  onChange,
}: {
  list: readonly CapTable[];
  value: string | null;
  onChange: (issuerId: string) => void;
}) {
  if (list.length < 2) return null;
  return (
    <Select
      label="Company"
      data={list.map((c) => ({ value: c.issuer_id, label: c.company_name }))}
      value={value}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
