import type { DataListItem, SubmitSigningBody } from '@dl/contracts';
import { Alert, Anchor, Badge, Grid, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { PdfPages } from '#web/features/pdf-viewer/components/pdf-pages.tsx';
import { saveCeremonyValues } from '#web/features/signing/api/save-values.ts';
import { useSigningSession, useSubmitSigning } from '#web/features/signing/api/signing-session.ts';
import { CeremonyForm } from '#web/features/signing/components/ceremony-form.tsx';
import { signingCompleteHref } from '#web/features/signing/lib/signing-return.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useFidId } from './use-fid-id.ts';

/** Spec 8: document fetch failure. */
const LOAD_FAILED = 'Failed to load document';
const STATUS_TEXT: Record<string, string> = {
  SUBMITTED: 'This document has been signed and is being sealed.',
  SEALED: 'This document has been signed.',
  FAILED: 'Sealing this signature failed. Start signing again from the opportunity.',
  CANCELLED: 'This signing session was cancelled.',
};

/**
 * The built-in signing ceremony /digital-locker/esign/:sessionId (ADR 0006): review the PDF, fill its
 * fields, sign (typed or drawn) and agree to the consent text; then back to the session's return
 * path with `event=signing_complete`, which leads to docu-sign-wait.
 */
export function EsignPage() {
  const { sessionId = '' } = useParams();
  const fidId = useFidId();
  const navigate = useNavigate();
  const session = useSigningSession(fidId, sessionId);
  const submit = useSubmitSigning(fidId, sessionId);
  // A refetch brings a fresh signed link; the PDF is loaded once, from the first one.
  const [stableFile, setStableFile] = useState<string | null>(null);
  const file = session.data?.document.signed_url ?? null;
  if (stableFile === null && file !== null) setStableFile(file);

  const loaded = session.data;
  const onSaveValues = useCallback(
    (dataList: DataListItem[]) => (loaded ? saveCeremonyValues(fidId, loaded, dataList) : Promise.resolve()),
    [fidId, loaded],
  );

  if (session.isPending) return <PageLoader />;
  if (session.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(session.error, LOAD_FAILED)}
      </Alert>
    );
  }
  const data = session.data;
  const onSubmit = async (body: SubmitSigningBody) => {
    await submit.mutateAsync(body);
    void navigate(signingCompleteHref(data.return_path, data.id));
  };
  const closed = data.status !== 'OPEN';

  return (
    <>
      <PageHeader title={data.title} backTo={data.return_path} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {data.document.name}
              </Text>
              <Badge variant="light" color={closed ? 'gray' : 'secondary'} tt="none">
                {closed ? data.status : 'Ready to sign'}
              </Badge>
            </Group>
            {stableFile && <PdfPages file={stableFile} label={`${data.document.name}, to review`} height="70vh" />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {closed ? (
            <Alert color={data.status === 'FAILED' ? 'red' : 'blue'} role="status">
              <Stack gap="xs">
                <Text size="sm">{data.last_error ?? STATUS_TEXT[data.status]}</Text>
                <Anchor component={Link} to={data.return_path} size="sm">
                  Back to the opportunity
                </Anchor>
              </Stack>
            </Alert>
          ) : (
            <CeremonyForm session={data} onSubmit={onSubmit} onSaveValues={onSaveValues} />
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}

export { EsignPage as Component };
