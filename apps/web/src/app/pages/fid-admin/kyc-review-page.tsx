import type { KycSubmission } from '@dl/contracts';
import { formatDateTime } from '@dl/domain';
import { Alert, Card, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { FormRenderer } from '#web/features/forms/index.ts';
import { KycDecisionPanel, useKycSubmission, useRevealAnswer } from '#web/features/kyc-review/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';

const NOOP = () => {};

/** The answers read only, by the form renderer, at the template version they were given against. */
function Answers({ fidId, submission }: { fidId: string; submission: KycSubmission }) {
  const canReveal = useCan('kyc.reveal');
  const reveal = useRevealAnswer(fidId, submission.invitation.entity_id);
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const record = submission.response;
  if (!record) return <Text c="dimmed">The investor has no saved answers.</Text>;
  const values = { ...record.response.values, ...revealed };
  const masked = Object.fromEntries(
    record.masked.filter((key) => revealed[key] === undefined).map((key) => [key, String(record.response.values[key])]),
  );
  return (
    <FormRenderer
      template={submission.template}
      value={{ template_version: record.template_version, values }}
      onChange={NOOP}
      readOnly
      masked={masked}
      headingOrder={3}
      onReveal={
        canReveal && submission.invitation.entity_id
          ? async (key) => {
              const { value } = await reveal.mutateAsync(key);
              setRevealed((r) => ({ ...r, [key]: value }));
            }
          : undefined
      }
    />
  );
}

/** Fund admin: one submitted KYC form and the decision on it (issue 15 point 4). */
export function KycReviewPage() {
  const fidId = useFidId();
  const { id = '' } = useParams();
  const submission = useKycSubmission(fidId, id);
  const queue = hrefFor('FidAdmin.Kyc');
  const name = submission.data?.name ?? 'KYC form';
  return (
    <>
      <PageHeader title={name} backTo={queue} breadcrumbs={[{ label: 'KYC Review', to: queue }, { label: name }]} />
      {submission.isPending && (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading KYC form" />
        </Center>
      )}
      {submission.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(submission.error, 'Failed to load data')}
        </Alert>
      )}
      {submission.data && (
        <Stack gap="md">
          <Card withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Text size="sm">
                {submission.data.invitation.email} · {submission.data.template.internal_name} version{' '}
                {submission.data.template.version}
                {submission.data.response ? ` · saved ${formatDateTime(submission.data.response.modified_on)}` : ''}
              </Text>
              <KycDecisionPanel fidId={fidId} invitation={submission.data.invitation} />
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="md">
            <Answers fidId={fidId} submission={submission.data} />
          </Card>
        </Stack>
      )}
    </>
  );
}

export { KycReviewPage as Component };
