import { Alert, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useTearsheetInvite } from '../api/tearsheet.ts';

/**
 * Share this opportunity by e-mail (tearsheet invite-user signup): onboarding staff only, as the API
 * allows; a newcomer receives an onboarding invitation, a member the link. Nobody else sees it.
 */
export function InviteForm({ fidId, opportunityId }: { fidId: string; opportunityId: string }) {
  return useCan('tearsheet.invite') ? <ShareForm fidId={fidId} opportunityId={opportunityId} /> : null;
}

function ShareForm({ fidId, opportunityId }: { fidId: string; opportunityId: string }) {
  const invite = useTearsheetInvite(fidId, opportunityId);
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) invite.mutate({ email: email.trim() }, { onSuccess: () => setEmail('') });
  };
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          Share with someone
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
            required
          />
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
        {invite.isSuccess && (
          <Alert color="green" role="status">
            {invite.data}
          </Alert>
        )}
        {invite.isError && (
          <Alert color="red" role="alert">
            {errorText(invite.error, 'Failed to create item')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
