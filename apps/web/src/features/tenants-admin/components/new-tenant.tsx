import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { NewTenantForm } from './new-tenant-form.tsx';

/** New tenant (`tenants.manage`): the side modal's form. */
export function NewTenant() {
  return (
    <SideModal
      title="New tenant"
      trigger={({ open }) => (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
          New tenant
        </Button>
      )}
    >
      {(close) => <NewTenantForm onDone={close} />}
    </SideModal>
  );
}
