import type { TenantRow } from '@dl/contracts';
import { Button } from '@mantine/core';
import { IconPlayerPlay, IconPlayerPause } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { ReasonDialog } from '#web/components/kit/reason-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useReactivateTenant, useSuspendTenant } from '../api/tenant-changes.ts';
import { UPDATE_FAILED } from '../lib/labels.ts';

/** Suspend with a reason (its users are kept out, nothing is deleted) or Reactivate after a confirm. */
export function TenantStatusActions({ tenant }: { tenant: TenantRow }) {
  const suspend = useSuspendTenant(tenant.id);
  const reactivate = useReactivateTenant(tenant.id);
  const snackbar = useSnackbar();
  const { confirm, dialog } = useConfirm();
  const [asking, setAsking] = useState(false);
  const failed = (error: unknown) => void snackbar.error(errorText(error, UPDATE_FAILED));

  if (tenant.status === 'SUSPENDED') {
    const onReactivate = async () => {
      const ok = await confirm({
        title: 'Reactivate tenant',
        message: `Reactivate ${tenant.name}? Its users can log in again at once.`,
        confirmLabel: 'Reactivate',
      });
      if (!ok) return;
      reactivate.mutate(undefined, {
        onSuccess: () => void snackbar.success(`${tenant.name} is active again.`),
        onError: failed,
      });
    };
    return (
      <>
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={onReactivate}
          loading={reactivate.isPending}
        >
          Reactivate
        </Button>
        {dialog}
      </>
    );
  }

  return (
    <>
      <Button color="red.9" leftSection={<IconPlayerPause size={16} aria-hidden />} onClick={() => setAsking(true)}>
        Suspend
      </Button>
      <ReasonDialog
        opened={asking}
        title={`Suspend ${tenant.name}`}
        description="Its users cannot log in until the tenant is reactivated. Nothing is deleted."
        okLabel="Suspend"
        closeLabel="Cancel"
        maxLength={500}
        danger
        loading={suspend.isPending}
        onClose={() => setAsking(false)}
        onSubmit={(reason) =>
          suspend.mutate(reason, {
            onSuccess: () => {
              setAsking(false);
              void snackbar.success(`${tenant.name} is suspended.`);
            },
            onError: failed,
          })
        }
      />
    </>
  );
}
