import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { AddMembershipForm, type AddMembershipProps } from './add-membership-form.tsx';

/** Add membership (`users.manage`): a tenant, a grantable role and, for a company's role, the company. */
export function AddMembership(props: AddMembershipProps) {
  return (
    <SideModal
      title="Add membership"
      trigger={({ open }) => (
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
          Add membership
        </Button>
      )}
    >
      {(close) => <AddMembershipForm {...props} onDone={close} />}
    </SideModal>
  );
}
