import type { Company } from '@dl/contracts';
import { ERROR_MESSAGES } from '@dl/domain';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useCurrentCompany } from '#web/features/issuer-company/index.ts';
import { errorText } from '#web/lib/api-error.ts';

export type CompanyContext = ReturnType<typeof useCurrentCompany> & { company: Company };

/** The issuer screens' company context: a loader, the error, a note for no company, or the screen. */
export function WithCompany({ children }: { children: (context: CompanyContext) => ReactNode }) {
  const context = useCurrentCompany();
  const { companies, company } = context;
  if (companies.isPending) return <PageLoader />;
  if (companies.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(companies.error, ERROR_MESSAGES.LOAD_DATA)}
      </Alert>
    );
  if (!company)
    return (
      <Alert color="blue" title="No company yet">
        Your account is not a member of a company in this fund. Ask your company's administrator to invite you.
      </Alert>
    );
  return children({ ...context, company });
}
