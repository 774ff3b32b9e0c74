import type { ProviderMembership } from '@dl/contracts';
import type { Role } from '@dl/domain';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useChangeMembershipRole } from '../api/user-changes.ts';
import { roleLabel } from '../lib/role-labels.ts';
import { UPDATE_FAILED } from '../lib/texts.ts';

interface Props {
  userId: string;
  membership: ProviderMembership;
  options: { value: string; label: string }[];
  onClose: () => void;
}

/** Another role of the same portal for one membership. */
export function ChangeRoleDialog({ userId, membership, options, onClose }: Props) {
  const change = useChangeMembershipRole(userId);
  const snackbar = useSnackbar();
  const [role, setRole] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!role) return;
    change.mutate(
      { membershipId: membership.id, role: role as Role },
      {
        onSuccess: () => {
          void snackbar.success(`The role is now ${roleLabel(role)}.`);
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title="Change role" closeButtonProps={{ 'aria-label': 'Close dialog' }} centered>
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">
            {roleLabel(membership.role)} in {membership.tenant.name}
            {membership.issuer ? ` (${membership.issuer.name})` : ''}.
          </Text>
          <Select label="New role" data={options} value={role} onChange={setRole} data-autofocus withAsterisk />
          {change.isError && (
            <Alert color="red" role="alert">
              {errorText(change.error, UPDATE_FAILED)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!role} loading={change.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
