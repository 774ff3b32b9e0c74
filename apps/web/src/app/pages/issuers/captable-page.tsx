import { PORTALS } from '@dl/domain';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { useCurrentCompany } from '#web/features/issuer-company/index.ts';
import { HoldingsTable, useHasCaptableRole } from '#web/features/issuer-interest/index.ts';
import { errorText } from '#web/lib/api-error.ts';

/**
 * `/issuers/captable` (issue 16 point 7): the company's executed investments per security; the full
 * cap table lives in the cap-table portal, linked for the users who hold a cap-table role.
 */
export function IssuerCapTablePage() {
  const { fidId, companies, company } = useCurrentCompany();
  const captable = useHasCaptableRole();
  if (companies.isPending) return <PageLoader />;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Cap Table"
        subtitle={
          company
            ? `What investors hold in ${company.name} after every executed investment.`
            : 'What investors hold after every executed investment.'
        }
      />
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="issuer-holdings-title">
        <Title order={2} size="h4" mb="md" id="issuer-holdings-title">
          Executed investments per security
        </Title>
        {companies.isError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(companies.error, 'Failed to load data')}
          </Alert>
        ) : (
          <HoldingsTable fidId={fidId} issuerId={company?.id ?? null} />
        )}
      </Paper>
      <Text size="sm" c="dimmed">
        The full cap table, with every holder and transaction, opens in the cap-table portal
        {captable ? (
          <>
            {': '}
            <Anchor component={Link} to={`/${PORTALS.CAPTABLE}/`} size="sm">
              open the cap table
            </Anchor>
            .
          </>
        ) : (
          ' for users who hold a cap-table role.'
        )}
      </Text>
    </Stack>
  );
}

export { IssuerCapTablePage as Component };
