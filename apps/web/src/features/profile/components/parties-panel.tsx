import { type AuthorizedParty, PARTY_ROLES, type PartyRole } from '@dl/contracts';
import { ERROR_MESSAGES, email as emailRule, required } from '@dl/domain';
import { Alert, Badge, Button, Card, Group, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { statusColor } from '#web/lib/status-color.ts';
import { useChangePartyRole, useInviteParty, useParties, useRemoveParty } from '../api/authorized-parties.ts';
import { ROLE_LABEL } from '../lib/labels.ts';

const ROLE_OPTIONS = PARTY_ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }));

/** Authorized parties of one entity: invite by e-mail, change role, remove. */
export function PartiesPanel({ fidId, entityId }: { fidId: string; entityId: string }) {
  const parties = useParties(fidId, entityId);
  return (
    <Stack gap="md">
      <InviteForm fidId={fidId} entityId={entityId} />
      <Card withBorder radius="md" padding="lg">
        <Title order={3} size="h5" mb="sm">
          People who can act for this entity
        </Title>
        {parties.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(parties.error, ERROR_MESSAGES.LOAD_DATA)}
          </Alert>
        )}
        {parties.isPending && <Skeleton height={60} />}
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Authorized parties">
          {parties.data?.results.map((p) => (
            <PartyRow key={p.user_id} fidId={fidId} entityId={entityId} party={p} />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

function InviteForm({ fidId, entityId }: { fidId: string; entityId: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<PartyRole>('VIEWER');
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteParty(fidId, entityId);
  const snackbar = useSnackbar();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = required(email, 'Email') ?? emailRule(email.trim(), 'Email');
    if (problem) return setError(problem);
    setError(null);
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          setEmail('');
          void snackbar.success(`Invitation sent to ${email}`);
        },
        onError: (err) => setError(errorText(err, 'Failed to create item')),
      },
    );
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Title order={3} size="h5" mb="sm">
          Invite a person
        </Title>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label="Email"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            value={role}
            onChange={(r) => r && setRole(r as PartyRole)}
            allowDeselect={false}
            w={170}
          />
          <Button type="submit" mt={25} loading={invite.isPending}>
            Invite
          </Button>
        </Group>
      </form>
    </Card>
  );
}

function PartyRow({ fidId, entityId, party }: { fidId: string; entityId: string; party: AuthorizedParty }) {
  const change = useChangePartyRole(fidId, entityId);
  const remove = useRemoveParty(fidId, entityId);
  const { confirm, dialog } = useConfirm();
  const snackbar = useSnackbar();
  const name = `${party.first_name} ${party.last_name}`.trim() || party.email;
  const fail = (fallback: string) => (err: unknown) => void snackbar.error(errorText(err, fallback));
  const onRemove = async () => {
    const ok = await confirm({
      title: 'Remove authorized party?',
      message: `${name} will no longer be able to act for this entity.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (ok) remove.mutate(party.user_id, { onError: fail('Failed to remove item') });
  };
  const editable = party.role !== 'INVESTOR';
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="sm" data-testid="party-row">
      <Stack gap={0}>
        <Group gap="xs">
          <Text fw={600}>{name}</Text>
          {party.is_me && (
            <Badge variant="light" c="dark">
              You
            </Badge>
          )}
          <Badge variant="dot" color={statusColor(party.status === 'ACTIVE' ? 'green' : 'orange')} c="dark">
            {party.status === 'ACTIVE' ? 'Active' : 'Invited'}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {party.email}
        </Text>
      </Stack>
      <Group gap="xs">
        {editable ? (
          <Select
            aria-label={`Role of ${name}`}
            data={ROLE_OPTIONS}
            value={party.role}
            onChange={(r) =>
              r &&
              change.mutate({ userId: party.user_id, role: r as PartyRole }, { onError: fail('Failed to update item') })
            }
            allowDeselect={false}
            w={160}
            size="xs"
          />
        ) : (
          <Badge variant="light" c="dark">
            {ROLE_LABEL[party.role]}
          </Badge>
        )}
        {editable && (
          <Button variant="subtle" color="red" size="xs" onClick={onRemove} loading={remove.isPending}>
            Remove
          </Button>
        )}
      </Group>
      {dialog}
    </Group>
  );
}
