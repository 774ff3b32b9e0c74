import type { ProviderMembership } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { Button, Group, Table } from '@mantine/core';
import { portalLabel, roleLabel } from '../lib/role-labels.ts';

interface Props {
  membership: ProviderMembership;
  /** Null: no action column (a reader); an empty list hides Change role. */
  actions: null | { roles: number; canRemove: boolean; removing: boolean };
  onChangeRole: () => void;
  onRemove: () => void;
}

/** One membership: tenant, portal, role, entity or company, since; its buttons name the membership. */
export function MembershipRow({ membership: m, actions, onChangeRole, onRemove }: Props) {
  const label = `${roleLabel(m.role)} in ${m.tenant.name}`;
  return (
    <Table.Tr>
      <Table.Td>{m.tenant.name}</Table.Td>
      <Table.Td>{portalLabel(m.portal)}</Table.Td>
      <Table.Td>{roleLabel(m.role)}</Table.Td>
      <Table.Td>{m.entity?.name ?? m.issuer?.name ?? '—'}</Table.Td>
      <Table.Td>{formatDate(m.created_on)}</Table.Td>
      {actions && (
        <Table.Td>
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {actions.roles > 0 && (
              <Button size="compact-sm" variant="subtle" aria-label={`Change role: ${label}`} onClick={onChangeRole}>
                Change role
              </Button>
            )}
            {actions.canRemove && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                // The subtle variant's own red is too light for text on white (AA): red 9 is not.
                c="red.9"
                aria-label={`Remove ${label}`}
                loading={actions.removing}
                onClick={onRemove}
              >
                Remove
              </Button>
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
