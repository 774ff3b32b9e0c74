import type { SubmitSigningBody } from '@dl/contracts';
import { Alert, Anchor, Grid, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { PdfPages } from '#web/features/pdf-viewer/components/pdf-pages.tsx';
import { useSigningSession, useSubmitSigning } from '#web/features/signing/api/signing-session.ts';
import { CeremonyForm } from '#web/features/signing/components/ceremony-form.tsx';
import { signingCompleteHref } from '#web/features/signing/lib/signing-return.ts';
import { errorText } from '#web/lib/api-error.ts';

const closedText = (subject: string): Record<string, string> => ({
  SUBMITTED: 'This countersignature has been given and is being sealed.',
  SEALED: `This ${subject} has been countersigned.`,
  FAILED: 'Sealing this countersignature failed.',
  CANCELLED: 'This signing session was replaced by a newer one.',
});

export interface DealCountersignProps {
  fidId: string;
  sessionId: string;
  /** Where Back goes: the deal page, or the NDA list. */
  dealHref: string;
  /** What is countersigned, as the texts name it. */
  subject?: 'deal' | 'NDA';
}

/**
 * The countersign ceremony on the deal page or the NDA list (`?esign=<session>`): the investor's
 * ceremony (review the signed PDF, sign, agree to the consent text), then back with `event=signing_complete`.
 */
export function DealCountersign({ fidId, sessionId, dealHref, subject = 'deal' }: DealCountersignProps) {
  const navigate = useNavigate();
  const session = useSigningSession(fidId, sessionId);
  const submit = useSubmitSigning(fidId, sessionId);
  // A refetch brings a fresh signed link; the PDF is loaded once, from the first one.
  const [file, setFile] = useState<string | null>(null);
  if (file === null && session.data) setFile(session.data.document.signed_url);

  if (session.isPending) return <PageLoader />;
  if (session.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(session.error, 'Failed to load document')}
      </Alert>
    );
  }
  const data = session.data;
  const onSubmit = async (body: SubmitSigningBody) => {
    await submit.mutateAsync(body);
    void navigate(signingCompleteHref(data.return_path, data.id));
  };
  return (
    <>
      <PageHeader title={data.title} backTo={dealHref} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {file && <PdfPages file={file} label={`${data.document.name}, to review`} height="70vh" />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {data.status === 'OPEN' ? (
            <CeremonyForm session={data} onSubmit={onSubmit} />
          ) : (
            <Alert color={data.status === 'FAILED' ? 'red' : 'blue'} role="status">
              <Stack gap="xs">
                <Text size="sm">{data.last_error ?? closedText(subject)[data.status]}</Text>
                <Anchor component={Link} to={dealHref} size="sm">
                  {subject === 'deal' ? 'Back to the deal' : 'Back to the NDAs'}
                </Anchor>
              </Stack>
            </Alert>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
