import type { HostBrandingBody } from '@dl/contracts';
import { Alert, Loader, Select, Stack, Text } from '@mantine/core';
import { errorText } from '#web/lib/api-error.ts';
import { useHostBranding } from '../api/host-branding.ts';
import type { BrandingValues } from '../lib/branding-form.ts';
import { HostOverrideForm } from './host-override-form.tsx';

export interface HostsSectionProps {
  tenantId: string;
  hosts: readonly string[];
  host: string | null;
  onHostChange: (host: string | null) => void;
  tenant: BrandingValues;
  canManage: boolean;
  onChange: (values: HostBrandingBody | null, isDirty: boolean) => void;
}

/** Per-host overrides of the public document: defaults < tenant < host. */
export function HostsSection({ tenantId, hosts, host, onHostChange, tenant, canManage, onChange }: HostsSectionProps) {
  const answer = useHostBranding(tenantId, host);
  if (hosts.length === 0) {
    return <Text c="dimmed">This tenant has no hosts yet. Add one on its tenant page.</Text>;
  }
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        A host may show its own logo, titles and help address on its login page. Empty fields use the tenant’s values.
      </Text>
      <Select
        label="Host"
        placeholder="Choose a host"
        data={[...hosts]}
        value={host}
        onChange={(next) => {
          onChange(null, false);
          onHostChange(next);
        }}
        allowDeselect={false}
        searchable={hosts.length > 8}
        maw={420}
      />
      {host && answer.isPending && <Loader size="sm" aria-label="Loading the host's branding" />}
      {host && answer.isError && (
        <Alert color="red" role="alert">
          {errorText(answer.error, 'Failed to load data')}
        </Alert>
      )}
      {answer.data && (
        <HostOverrideForm
          key={answer.data.host}
          tenantId={tenantId}
          answer={answer.data}
          tenant={tenant}
          canManage={canManage}
          onChange={onChange}
        />
      )}
    </Stack>
  );
}
