import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useTenantBranding } from '../api/tenant-branding.ts';
import { BrandingEditor } from './branding-editor.tsx';
import { TenantPicker } from './tenant-picker.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

/**
 * The provider's branding screen (issue 18 point 3): choose a tenant (kept in `?tenant=`, so the
 * screen can be linked to), then edit its branding. `tenants.read` sees it; only `branding.manage`
 * changes it.
 */
export function BrandingAdmin() {
  const [params, setParams] = useSearchParams();
  const tenantId = params.get('tenant');
  const canManage = useCan('branding.manage');
  const answer = useTenantBranding(tenantId);
  const [isDirty, setDirty] = useState(false);

  return (
    <Stack gap="xl">
      <TenantPicker
        value={tenantId}
        valueLabel={answer.data?.name ?? null}
        onChange={(id) => id !== tenantId && setParams({ tenant: id })}
      />
      {!tenantId && <Text c="dimmed">Choose a tenant to see and change its branding.</Text>}
      {tenantId && answer.isPending && <Loader aria-label="Loading the tenant's branding" />}
      {answer.isError && (
        <Alert color="red" role="alert">
          {errorText(answer.error, 'Failed to load data')}
        </Alert>
      )}
      {answer.data && (
        <BrandingEditor
          key={answer.data.tenant_id}
          answer={answer.data}
          canManage={canManage}
          onDirtyChange={setDirty}
        />
      )}
      <UnsavedChangesGuard when={isDirty} />
    </Stack>
  );
}
