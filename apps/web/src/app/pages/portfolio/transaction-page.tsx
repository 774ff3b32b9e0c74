import type { CapitalCall } from '@dl/contracts';
import { Alert, Anchor, Button, Center, Grid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconFileSearch, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { useInvestment } from '#web/features/transactions/api/get-investment.ts';
import { useCapitalCalls } from '#web/features/transactions/api/payments.ts';
import { CapitalCallList } from '#web/features/transactions/components/capital-call-list.tsx';
import { PaymentList } from '#web/features/transactions/components/payment-list.tsx';
import { LoadFailed } from '#web/components/display/load-failed/index.ts';
import { TRANSACTIONS_LOAD_FAILED } from '#web/features/transactions/components/transaction-list.tsx';
import { TransactionSummary } from '#web/features/transactions/components/transaction-summary.tsx';
import { needsSignature } from '#web/features/transactions/lib/needs-signature.ts';
import { dealEsignUrl } from '#web/features/signing/api/esign.ts';
import { usePageObjectName } from '#web/lib/document-title.ts';
import { goToUrl } from '#web/lib/go-to-url.ts';
import { WireInstructionsCard } from '#web/features/transactions/components/wire-instructions-card.tsx';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { openDocumentInViewer } from '../deal-flow/open-document.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { useCan } from '#web/lib/permissions.ts';
import { hrefFor } from '#web/lib/named-routes.ts';

const crumbs = (name: string) => [{ label: 'Transactions', to: hrefFor('Transactions') }, { label: name }];

/** The `{}` answer of spec 7: the investment's opportunity is gone. */
function TransactionNotFound() {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" role="status">
        <IconFileSearch size={40} aria-hidden />
        <Title order={1} size="h3">
          Transaction not found
        </Title>
        <Text c="dimmed" ta="center">
          This transaction or its opportunity is no longer available.
        </Text>
        <Button component={Link} to={hrefFor('Transactions')} variant="light">
          Back to Latest Transactions
        </Button>
      </Stack>
    </Center>
  );
}

/** `transact/:id`: the merged record, its progress strip, payments, wire instructions and capital calls. */
export function TransactionPage() {
  const { id = '' } = useParams();
  const fidId = useFidId();
  const canAct = useCan('investor.act');
  const snackbar = useSnackbar();
  const investment = useInvestment(fidId, id);
  const record = investment.data;
  const calls = useCapitalCalls(fidId, record?.opportunity_id ?? '', id);
  const navigate = useNavigate();
  const [signing, setSigning] = useState(false);
  usePageObjectName(record ? `${record.opportunity.name} transaction` : null);

  if (investment.isPending) return <PageLoader />;
  if (investment.isError) {
    return (
      <LoadFailed
        message={errorText(investment.error, TRANSACTIONS_LOAD_FAILED)}
        backTo={hrefFor('Transactions')}
        backLabel="Back to Latest Transactions"
      />
    );
  }
  if (!record) return <TransactionNotFound />;

  const viewNotice = (call: CapitalCall & { notice_document_id: string }) =>
    void openDocumentInViewer(fidId, { doc_id: call.notice_document_id }).catch((error: unknown) =>
      snackbar.error(errorText(error, 'Failed to load document')),
    );
  // The deal ceremony, as Sign deal on the opportunity page: the transaction waits for my signature.
  const sign = async () => {
    setSigning(true);
    try {
      goToUrl(await dealEsignUrl(fidId, record.id), (path) => void navigate(path));
    } catch (error) {
      void snackbar.error(errorText(error, 'Failed to sign document'));
      setSigning(false);
    }
  };
  return (
    <>
      <PageHeader
        actions={
          canAct && needsSignature(record) ? (
            <Button leftSection={<IconSignature size={18} aria-hidden />} loading={signing} onClick={() => void sign()}>
              Sign
            </Button>
          ) : undefined
        }
        title={record.opportunity.name}
        subtitle={[record.opportunity.issuer.name, record.opportunity.short_desc].filter(Boolean).join(' · ')}
        breadcrumbs={crumbs(record.opportunity.name)}
        backTo={hrefFor('Transactions')}
      />
      <Grid gap="lg">
        <Grid.Col span={12}>
          <TransactionSummary investment={record} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <PaymentList fidId={fidId} investmentId={record.id} canAct={canAct} capitalCalls={calls.data} />
            {calls.isError ? (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {errorText(calls.error, TRANSACTIONS_LOAD_FAILED)}
              </Alert>
            ) : (
              <CapitalCallList calls={calls.data ?? []} onViewNotice={viewNotice} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <WireInstructionsCard fidId={fidId} investmentId={record.id} />
            <Anchor component={Link} to={hrefFor('Portfolio', { id: record.opportunity_id })} size="sm">
              Position and documents of {record.opportunity.name}
            </Anchor>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

export { TransactionPage as Component };
