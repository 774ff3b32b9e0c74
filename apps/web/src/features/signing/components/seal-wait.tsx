import { Alert, Anchor, Button, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { dealEsignUrl, ndaEsignUrl } from '../api/esign.ts';
import { useSealProgress } from '../api/signing-session.ts';
import { sealedMessage } from '../lib/seal-messages.ts';
import { opportunityIdOf } from '../lib/signing-return.ts';

const SEAL_FAILED_TEXT = 'We could not seal your signature.';
const SIGN_FAILED = 'Failed to sign document';

export interface SealWaitProps {
  fidId: string;
  sessionId: string;
  /** Where to go back to (a path of this site, already checked). */
  redirect: string;
  /** Goes to a path of this site. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Where a signer whose seal keeps failing writes to (the tenant's help address). */
  helpAddress?: string;
}

/**
 * docu-sign-wait (spec 4): polls the session until it is sealed, then goes back with the signed
 * message in the snackbar; a seal tried again (a failed attempt, or a server that stopped mid-seal)
 * says which attempt runs; a failed seal shows why, offers to sign again (a new ceremony) and whom
 * to write to.
 */
export function SealWait({ fidId, sessionId, redirect, navigate, helpAddress }: SealWaitProps) {
  const progress = useSealProgress(fidId, sessionId);
  const snackbar = useSnackbar();
  const client = useQueryClient();
  const [retryError, setRetryError] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const done = useRef(false);
  const session = progress.data;

  // Nothing to wait for: straight back.
  useEffect(() => {
    if (!sessionId || !fidId) navigate(redirect, { replace: true });
  }, [sessionId, fidId, navigate, redirect]);

  useEffect(() => {
    if (session?.status !== 'SEALED' || done.current) return;
    done.current = true;
    // Every status shown elsewhere (the opportunity, the investment, the documents) has moved on.
    void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'signing-session' });
    void snackbar.success(sealedMessage(session.subject_kind));
    navigate(redirect, { replace: true });
  }, [session, snackbar, navigate, redirect, client]);

  const tryAgain = async () => {
    if (!session) return;
    setRetrying(true);
    setRetryError(null);
    try {
      const opportunityId = opportunityIdOf(redirect);
      let url: string;
      if (session.subject_kind === 'DEAL') url = await dealEsignUrl(fidId, session.subject_id);
      else if (session.subject_kind === 'NDA' && opportunityId) url = await ndaEsignUrl(fidId, opportunityId);
      else return navigate(redirect);
      navigate(url);
    } catch (error) {
      setRetryError(errorText(error, SIGN_FAILED));
    } finally {
      setRetrying(false);
    }
  };

  if (progress.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title="Failed to load document">
        <Stack gap="sm">
          <Text size="sm">{errorText(progress.error, 'Your signature could not be checked.')}</Text>
          <Button variant="default" w="fit-content" onClick={() => navigate(redirect)}>
            Back
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (session?.status === 'FAILED' || session?.status === 'CANCELLED') {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title={SEAL_FAILED_TEXT}>
        <Stack gap="sm">
          <Text size="sm">{session.last_error ?? 'The signing session was cancelled.'}</Text>
          {retryError && <Text size="sm">{retryError}</Text>}
          {helpAddress && (
            <Text size="sm">
              If it fails again, write to <Anchor href={`mailto:${helpAddress}`}>{helpAddress}</Anchor>.
            </Text>
          )}
          <Group gap="xs">
            <Button onClick={tryAgain} loading={retrying}>
              Try again
            </Button>
            <Button variant="default" onClick={() => navigate(redirect)}>
              Back
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  const sealing = session?.status === 'SUBMITTED';
  const attempt = sealing ? session.seal : null;
  return (
    <Stack align="center" gap="sm" role="status" aria-live="polite" py="md">
      <Loader size="lg" />
      <Title order={1} size="h3">
        {sealing ? 'Sealing your document…' : 'Please wait...'}
      </Title>
      <Text c="dimmed" size="sm" ta="center">
        {sealing
          ? 'We are sealing your signature into the document. This page will move on by itself.'
          : 'We are finishing your signature. This page will move on by itself.'}
      </Text>
      {attempt && attempt.attempt > 1 && (
        <Text size="sm" ta="center">
          {`An earlier try did not finish, so we are trying again (attempt ${attempt.attempt} of ${attempt.max_attempts}).`}
        </Text>
      )}
      <Progress value={sealing ? 66 : 33} animated striped w="100%" maw={360} aria-label="Signing progress" />
    </Stack>
  );
}
