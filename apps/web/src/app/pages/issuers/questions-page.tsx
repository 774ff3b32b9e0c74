import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { useCurrentCompany } from '#web/features/issuer-company/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { IssuerQuestions } from './issuer-questions.tsx';

/** `/issuers/questions` (issue 16 point 6): investors' questions on the company's opportunities and documents. */
export function IssuerQuestionsPage() {
  const { fidId, companies, list } = useCurrentCompany();
  if (companies.isPending) return <PageLoader />;
  return (
    <Stack gap="md">
      <PageHeader
        title="Questions"
        subtitle="Investors' questions on your opportunities and their documents: answer them, and publish an answer every investor should read."
      />
      {companies.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(companies.error, 'Failed to load data')}
        </Alert>
      ) : (
        <IssuerQuestions fidId={fidId} canAnswer={list.some((c) => c.permissions.answer_questions)} />
      )}
    </Stack>
  );
}

export { IssuerQuestionsPage as Component };
