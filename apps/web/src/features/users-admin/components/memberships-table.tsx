import type { ProviderMembership } from '@dl/contracts';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useRemoveMembership } from '../api/user-changes.ts';
import { canTouchMembership, changeRoleOptions, sortMemberships } from '../lib/membership-roles.ts';
import { roleLabel } from '../lib/role-labels.ts';
import { DELETE_FAILED } from '../lib/texts.ts';
import { ChangeRoleDialog } from './change-role-dialog.tsx';
import { MembershipRow } from './membership-row.tsx';

interface Props {
  userId: string;
  memberships: readonly ProviderMembership[];
  canManage: boolean;
  /** `provider_staff.manage`: provider roles are shown changeable only then. */
  canManageStaff: boolean;
}

const HEAD = ['Tenant', 'Portal', 'Role', 'Entity or company', 'Since'];

/** Every membership of the user, one tenant's rows together; Change role and Remove for `users.manage`. */
export function MembershipsTable({ userId, memberships, canManage, canManageStaff }: Props) {
  const remove = useRemoveMembership(userId);
  const snackbar = useSnackbar();
  const { confirm, dialog } = useConfirm();
  const [changing, setChanging] = useState<ProviderMembership | null>(null);
  if (memberships.length === 0) return <Text c="dimmed">No memberships: the user can open no portal.</Text>;

  const onRemove = async (m: ProviderMembership) => {
    const what = `${roleLabel(m.role)} in ${m.tenant.name}`;
    const ok = await confirm({
      title: 'Remove membership',
      message: `Remove ${what}? The user loses this access at once.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(m.id, {
      onSuccess: () => void snackbar.success(`${what} was removed.`),
      onError: (error) => void snackbar.error(errorText(error, DELETE_FAILED)),
    });
  };

  return (
    <>
      <Table.ScrollContainer
        minWidth={canManage ? 760 : 600}
        scrollAreaProps={{
          viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Memberships (scrolls sideways)' },
        }}
      >
        <Table aria-label="Memberships" verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {HEAD.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
              {canManage && (
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sortMemberships(memberships).map((m) => (
              <MembershipRow
                key={m.id}
                membership={m}
                actions={
                  canManage
                    ? {
                        roles: changeRoleOptions(m, canManageStaff).length,
                        canRemove: canTouchMembership(m, canManageStaff),
                        removing: remove.isPending && remove.variables === m.id,
                      }
                    : null
                }
                onChangeRole={() => setChanging(m)}
                onRemove={() => void onRemove(m)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {changing && (
        <ChangeRoleDialog
          userId={userId}
          membership={changing}
          options={changeRoleOptions(changing, canManageStaff)}
          onClose={() => setChanging(null)}
        />
      )}
      {dialog}
    </>
  );
}
