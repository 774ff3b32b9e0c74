import { publicFiduciaryContactRoute } from '@dl/contracts';
import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PATHS } from '#web/config/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * /onboard/{fidId} opened without an invitation code (ADR 0033): onboarding starts from the
 * fiduciary's invitation e-mail; this says so and whom to ask, with the fiduciary's help address.
 */
export function NoInvitation({ fidId }: { fidId: string }) {
  const contact = useQuery({
    queryKey: ['fiduciary-contact', fidId],
    queryFn: () => apiRequest(publicFiduciaryContactRoute, { params: { fidId } }),
    enabled: fidId !== '',
    retry: false,
  });
  const name = contact.data?.name ?? 'the fiduciary';
  return (
    <Stack gap="md">
      <Alert color="secondary" variant="light" icon={<IconMailForward aria-hidden />} title="You need an invitation">
        <Stack gap="xs">
          <Text size="sm">
            Onboarding starts from the invitation e-mail {contact.data ? contact.data.name : 'your fiduciary'} sends
            you. Open this page from the link in that e-mail to create your account.
          </Text>
          <Text size="sm">No invitation, or has it expired? Ask {name} to send you one.</Text>
        </Stack>
      </Alert>
      {contact.isPending && contact.fetchStatus !== 'idle' && <Loader size="sm" aria-label="Loading the contact" />}
      {contact.data && (
        <Text size="sm">
          Contact {contact.data.name}:{' '}
          <Anchor href={`mailto:${contact.data.email}`} style={{ overflowWrap: 'anywhere' }}>
            {contact.data.email}
          </Anchor>
        </Text>
      )}
      {contact.isError && (
        <Text size="sm" c="dimmed">
          This address does not name a fiduciary we know. Ask whoever gave you the link for your invitation e-mail.
        </Text>
      )}
      <Button component={Link} to={PATHS.login} variant="light" fullWidth>
        Already have an account? Log in
      </Button>
    </Stack>
  );
}
