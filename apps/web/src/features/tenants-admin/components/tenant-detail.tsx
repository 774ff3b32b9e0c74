import { Alert, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorText } from '#web/lib/api-error.ts';
import { useTenant } from '../api/tenants.ts';
import { LOAD_FAILED } from '../lib/labels.ts';
import { SuspendedBanner } from './suspended-banner.tsx';
import { TenantHosts } from './tenant-hosts.tsx';
import { TenantStats } from './tenant-stats.tsx';
import { TenantSummary } from './tenant-summary.tsx';

/** A tenant's page: a suspended tenant's banner first, then its details, counts and hosts. */
export function TenantDetail({ id }: { id: string }) {
  const tenant = useTenant(id);
  if (tenant.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading tenant" />
      </Center>
    );
  if (tenant.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(tenant.error, LOAD_FAILED)}
      </Alert>
    );
  const row = tenant.data;
  return (
    <Stack gap="md">
      {row.status === 'SUSPENDED' && <SuspendedBanner tenant={row} />}
      <TenantSummary tenant={row} />
      <TenantStats counts={row.counts} />
      <TenantHosts tenant={row} />
    </Stack>
  );
}

/** The tenant's name for the page title, once loaded. */
export function useTenantName(id: string): string | null {
  return useTenant(id).data?.name ?? null;
}
